/** A path's last segment. */
export const basename = (path: string) => path.slice(path.lastIndexOf("/") + 1);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name standing on its own: not inside a longer name or path segment. */
const mentions = (summary: string, name: string) =>
  new RegExp(`(?<![\\w.-])${escape(name)}(?![\\w-]|\\.\\w)`).test(summary);

/** The basenames that two or more of `paths` share: a bare name then says which of them. */
export function ambiguousBasenames(paths: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const ambiguous = new Set<string>();
  for (const base of paths.map(basename)) (seen.has(base) ? ambiguous : seen).add(base);
  return ambiguous;
}

/**
 * Whether a text names a file: its full path, a trailing part of it with at least one
 * directory (src/app.ts for /repo/src/app.ts), or its bare file name when that name is not in
 * `ambiguous` (another file of the same set shares it).
 *
 * @example
 * namesFile("edited src/app.ts", "/repo/src/app.ts", new Set()) // true
 */
export function namesFile(summary: string, path: string, ambiguous: ReadonlySet<string>): boolean {
  if (summary.includes(path)) return true;
  const segments = path.split("/").filter(Boolean);
  for (let i = 0; i < segments.length - 1; i++)
    if (mentions(summary, segments.slice(i).join("/"))) return true;
  const base = basename(path);
  return !ambiguous.has(base) && mentions(summary, base);
}
