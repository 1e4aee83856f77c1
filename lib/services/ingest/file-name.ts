const MAX_NAME_CHARS = 200;

/**
 * A display name from what a client says the file is called: the last path segment only
 * ("../../etc/passwd" is "passwd"), no control characters, bounded length.
 */
export function cleanFileName(
  raw: string | null | undefined,
  fallback = "transcript.jsonl",
): string {
  const lastSegment = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = lastSegment
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MAX_NAME_CHARS);
  return cleaned === "" || cleaned === "." || cleaned === ".." ? fallback : cleaned;
}
