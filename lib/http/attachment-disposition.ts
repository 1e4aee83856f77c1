/** Characters kept in a download's file name: the rest (quotes, slashes, CR/LF, spaces) become "_". */
const UNSAFE = /[^A-Za-z0-9._-]/g;

/**
 * A `Content-Disposition` that downloads as `<stem>.<extension>`, the stem cut to 100 characters
 * of letters, digits, dot, dash and underscore: an id from the URL can never break the header
 * out of its quotes, add a header, or name a path.
 *
 * @example attachmentDisposition('sweep-a"b/../c', "csv") // 'attachment; filename="sweep-a_b_.._c.csv"'
 */
export function attachmentDisposition(stem: string, extension: "csv" | "json"): string {
  const safe = stem.replace(UNSAFE, "_").slice(0, 100) || "download";
  return `attachment; filename="${safe}.${extension}"`;
}
