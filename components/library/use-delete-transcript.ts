"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { apiErrorSchema, type TranscriptSummary } from "@/lib/contracts/transcript-summary";

/**
 * The delete flow of the sessions table: which row waits for confirmation, the request, and
 * the server's words when it refuses. A 404 counts as done (someone else deleted it first).
 */
export function useDeleteTranscript() {
  const router = useRouter();
  const [target, setTarget] = useState<TranscriptSummary | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Stable, so the table's column definitions (which capture it) are built once.
  const ask = useCallback((row: TranscriptSummary) => {
    setError(null);
    setTarget(row);
  }, []);

  async function confirm() {
    if (!target) return;
    setIsBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/transcripts/${encodeURIComponent(target.id)}`, {
        method: "DELETE",
      });
      if (!response.ok && response.status !== 404) {
        const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
        setError(
          body.success ? body.data.error.message : `The server answered ${response.status}.`,
        );
        return;
      }
      setTarget(null);
      router.refresh();
    } catch {
      setError("The connection failed; nothing was deleted.");
    } finally {
      setIsBusy(false);
    }
  }

  return {
    target,
    isBusy,
    error,
    ask,
    cancel: () => setTarget(null),
    confirm,
  };
}
