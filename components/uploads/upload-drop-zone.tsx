"use client";

import { useRef, useState, type DragEvent } from "react";
import { UploadRow } from "@/components/uploads/upload-row";
import { useKeyboardShortcut } from "@/components/ui/use-keyboard-shortcut";
import { useUploads } from "@/components/uploads/upload-queue-provider";
import { isFinished } from "@/lib/view/uploads/upload-queue";

const ACCEPT = ".jsonl,.json,application/jsonl,application/x-ndjson,text/plain";

/**
 * Where transcripts come in: drop files on it or choose them (button, or "u" anywhere on the
 * page). Each file gets a row with its progress and, once the server answers, its result.
 */
export function UploadDropZone() {
  const input = useRef<HTMLInputElement>(null);
  const { items, addFiles, cancel, clearFinished } = useUploads();
  // dragenter/dragleave fire for every child crossed; a counter keeps the highlight steady.
  const [dragDepth, setDragDepth] = useState(0);

  useKeyboardShortcut("u", () => input.current?.click());

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragDepth(0);
    addFiles(event.dataTransfer.files);
  }

  const hasFinished = items.some(isFinished);

  return (
    <section className="upload" aria-labelledby="upload-heading">
      <div
        className="drop-zone"
        data-dragging={dragDepth > 0 || undefined}
        aria-label="Drop zone for transcript files"
        aria-describedby="upload-help"
        role="group"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragDepth((depth) => depth + 1);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={() => setDragDepth((depth) => Math.max(0, depth - 1))}
        onDrop={onDrop}
      >
        <div className="drop-zone-text">
          <h2 id="upload-heading">Upload transcripts</h2>
          <p id="upload-help">
            Drop Claude Code, Codex CLI or Gemini CLI <code>.jsonl</code> files (or an older Gemini
            CLI <code>session-*.json</code>, or what <code>opencode export</code> prints) here, or
            choose them. They are parsed as they upload; identical files are stored once.
          </p>
        </div>
        <button
          type="button"
          className="button button-primary"
          onClick={() => input.current?.click()}
        >
          Choose files
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label="Transcript files to upload"
          hidden
          onChange={(event) => {
            if (event.target.files) addFiles(event.target.files);
            // Let the same file be chosen again after a failure.
            event.target.value = "";
          }}
        />
      </div>
      {items.length > 0 && (
        <div className="upload-list-wrap">
          <div className="upload-list-head">
            <h3>Uploads</h3>
            {hasFinished && (
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={clearFinished}
              >
                Clear finished
              </button>
            )}
          </div>
          <ul className="upload-list" aria-label="Uploads">
            {items.map((item) => (
              <UploadRow key={item.id} item={item} onCancel={() => cancel(item.id)} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
