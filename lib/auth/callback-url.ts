/** Where to go after signing in: a path on this site only (never `//host` or `https://...`). */
export function safeCallbackUrl(raw: unknown): string {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\"))
    return "/";
  return raw;
}
