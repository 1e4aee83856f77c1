"use client";

import { useState } from "react";
import { useUploads } from "@/components/uploads/upload-queue-provider";
import { SAMPLE_SESSION } from "@/lib/generator/sample-session";

const SAMPLE_URL = `/${SAMPLE_SESSION.fileName}`;

/**
 * Uploads the generated sample (public/) through the same queue as a dropped file, so a first
 * visit reaches a session that compacted in one click; the link beside it downloads the file.
 */
export function TrySampleButton() {
  const uploads = useUploads();
  const [error, setError] = useState<string | null>(null);

  async function uploadSample() {
    setError(null);
    try {
      const response = await fetch(SAMPLE_URL);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      uploads.addFiles([
        new File([blob], SAMPLE_SESSION.fileName, { type: "application/x-ndjson" }),
      ]);
    } catch (cause) {
      setError(`The sample could not be fetched (${String(cause)}).`);
    }
  }

  return (
    <p className="button-row">
      <button type="button" className="button button-primary" onClick={() => void uploadSample()}>
        Try the sample session
      </button>
      <a href={SAMPLE_URL} download>
        Download the sample (2 MB, one auto compaction)
      </a>
      {error && (
        <span role="alert" className="replay-error">
          {error}
        </span>
      )}
    </p>
  );
}
