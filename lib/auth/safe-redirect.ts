// A host no request can carry (RFC 2606 `.invalid`): the base a path alone is resolved against.
const PATH_ONLY_BASE = "http://redirect-check.invalid";
// Longer than any page of this app needs; a Location header stays well under header limits.
const MAX_REDIRECT_LENGTH = 2000;
// C0 controls and DEL: browsers drop tab, CR and LF from a URL before reading it (so `/\t/x`
// turns into `//x`), and any of them in a Location header is a 500 in Node.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Where it is safe to send a user after sign-in or sign-out: the path, query and fragment of
 * `raw` when it names a page of this site, else null. Every redirect of the app goes through
 * here (the sign-in page, its server actions, the proxy, Auth.js's `callbacks.redirect`).
 *
 * `raw` is read the way a browser reads it (WHATWG URL: `\` is `/`, tab and newline vanish), and
 * the origin it lands on must be this site's. Without `origin` only a path is taken; with it
 * (Auth.js hands its own absolute callback URLs back) an absolute URL of that origin is too.
 * The answer is re-serialized, so it is ASCII only (non-ASCII comes back percent-encoded).
 *
 * @example toSafeRedirectPath("/sessions/abc?tab=events") // "/sessions/abc?tab=events"
 * @example toSafeRedirectPath("/\t/evil.example") // null: a browser goes to //evil.example
 */
export function toSafeRedirectPath(raw: unknown, origin?: string): string | null {
  if (typeof raw !== "string" || raw.length > MAX_REDIRECT_LENGTH) return null;
  if (CONTROL_CHARACTER.test(raw)) return null;
  const base = new URL(origin ?? PATH_ONLY_BASE);
  if (!raw.startsWith("/") && !(origin && URL.canParse(raw) && new URL(raw).origin === base.origin))
    return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The serializer percent-encodes everything outside printable ASCII; checked all the same,
  // since this string goes into a header.
  return /^\/[\x21-\x7e]*$/.test(path) && !path.startsWith("//") ? path : null;
}

/** Where to go after signing in: a safe path of this site (toSafeRedirectPath), else home. */
export function safeCallbackUrl(raw: unknown): string {
  return toSafeRedirectPath(raw) ?? "/";
}
