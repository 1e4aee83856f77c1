import { uploadProgressSchema, type UploadProgress } from "@/lib/contracts/transcript-summary";

type SendHandlers = {
  onSent(bytesSent: number): void;
  /** Every byte has left the browser; the server is finishing. */
  onUploaded(): void;
  onAnswer(status: number, bodyText: string): void;
  onNetworkError(message: string): void;
};

/**
 * Sends one file as the raw request body. XMLHttpRequest rather than fetch because only it
 * reports bytes sent (`upload.onprogress`), which is what the progress bar shows.
 * Returns a function that aborts the request.
 */
export function sendUpload(file: File, uploadId: string, handlers: SendHandlers): () => void {
  const xhr = new XMLHttpRequest();
  const params = new URLSearchParams({ name: file.name, uploadId });
  xhr.open("POST", `/api/transcripts?${params.toString()}`);
  xhr.setRequestHeader("Content-Type", "application/x-ndjson");
  xhr.setRequestHeader("Accept", "application/json");
  xhr.upload.onprogress = (event) => handlers.onSent(event.loaded);
  xhr.upload.onload = () => handlers.onUploaded();
  xhr.onload = () => handlers.onAnswer(xhr.status, xhr.responseText);
  xhr.onerror = () =>
    handlers.onNetworkError(
      "The connection failed before the server answered. Is the server running?",
    );
  xhr.ontimeout = () => handlers.onNetworkError("The server took too long to answer.");
  xhr.send(file);
  return () => xhr.abort();
}

/**
 * Polls `GET /api/uploads/:id` every `intervalMs` while an upload is in flight and reports what
 * the server says of it: records parsed, and its status (a `stalled` upload names why in
 * `failure`). A 404 only means the server has not seen the upload yet.
 * Returns a function that stops polling.
 */
export function pollUploadProgress(
  uploadId: string,
  onProgress: (progress: UploadProgress) => void,
  intervalMs = 250,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();
  async function tick() {
    try {
      const response = await fetch(`/api/uploads/${encodeURIComponent(uploadId)}`, {
        signal: controller.signal,
        cache: "no-store",
      });
      if (response.ok) {
        const progress = uploadProgressSchema.safeParse(await response.json());
        if (progress.success && !stopped) onProgress(progress.data);
      }
    } catch {
      // Progress is a nicety: a failed poll is retried at the next tick; the upload decides.
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  }
  timer = setTimeout(tick, intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller.abort();
  };
}
