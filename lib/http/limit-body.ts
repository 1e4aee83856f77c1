import { AppError } from "../errors";

/** A body limit: its size, what the message calls the body, and the setting that raises it. */
export type BodyLimit = { maxBytes: number; what: string; setting?: string };

/**
 * Refuses a body whose declared Content-Length is over `maxBytes` before a byte is read. The
 * header is only a claim: `limitBody` counts what really arrives.
 */
export function checkDeclaredLength(request: Request, limit: BodyLimit): void {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit.maxBytes) throw tooLarge(limit, declared);
}

/**
 * The body's chunks, counted as they stream: the chunk that crosses `limit.maxBytes` throws a 413
 * and the rest of the body is never read (the stream is cancelled), so a body far over the
 * limit, or one whose Content-Length lies, costs at most `maxBytes` plus one chunk of memory.
 *
 * @example for await (const chunk of limitBody(request.body, { maxBytes: 1 << 20, what: "The body" }))
 */
export async function* limitBody(
  body: ReadableStream<Uint8Array>,
  limit: BodyLimit,
): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      bytes += value.length;
      if (bytes > limit.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(limit);
      }
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The whole body as UTF-8 text, read under the limit (checkDeclaredLength, then limitBody). */
export async function readLimitedText(request: Request, limit: BodyLimit): Promise<string> {
  checkDeclaredLength(request, limit);
  if (request.body === null) return "";
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of limitBody(request.body, limit)) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

function tooLarge({ maxBytes, what, setting }: BodyLimit, declared?: number): AppError {
  const size = declared === undefined ? "larger than" : `${declared} bytes, over`;
  const raise = setting === undefined ? "" : ` (${setting})`;
  return new AppError(
    "too_large",
    `${what} is ${size} the limit of ${describeBytes(maxBytes)}${raise}.`,
  );
}

/** "2 GiB", "100 MiB", "512 bytes": a limit as a 413's message names it. */
export function describeBytes(bytes: number): string {
  const units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1 && value % 1024 === 0) {
    value /= 1024;
    unit += 1;
  }
  return `${value} ${units[unit]}`;
}
