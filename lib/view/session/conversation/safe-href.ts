/** Schemes a link from a transcript may keep: the rest (javascript:, data:, vbscript:, file:) never becomes an href. */
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:"]);

/**
 * The href a link written in a transcript may carry, or null to show it as text only.
 * Relative URLs are refused too: they would point into this app, which a transcript has no
 * business linking to.
 *
 * @example
 * safeHref("https://example.com/a") // "https://example.com/a"
 * safeHref("javascript:alert(1)") // null
 */
export function safeHref(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  return SAFE_SCHEMES.has(parsed.protocol) ? parsed.href : null;
}
