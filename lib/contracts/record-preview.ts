import { parseLine } from "../transcript/parse-line";

/** Strings longer than this are cut: a page shows 13 MB tool results as their size. */
export const MAX_STRING_CHARS = 2_000;
const KEPT_CHARS = 600;
const MAX_ARRAY_ITEMS = 500;
const MAX_DEPTH = 40;

export type LinePreview =
  | { line: number; kind: "record"; record: unknown }
  | { line: number; kind: "invalid"; reason: string; text: string }
  | { line: number; kind: "blank" };

function describeSize(chars: number): string {
  if (chars >= 1_000_000) return `${(chars / 1_000_000).toFixed(1)} MB`;
  if (chars >= 1_000) return `${(chars / 1_000).toFixed(1)} kB`;
  return `${chars} bytes`;
}

/** A long string kept as its head and its size, labelled so nobody takes it for the whole. */
function cutString(text: string): string {
  if (text.length <= MAX_STRING_CHARS) return text;
  return `${text.slice(0, KEPT_CHARS)}… [cut: ${describeSize(text.length)} in all]`;
}

/**
 * A parsed record made fit for the browser: base64 payloads (images, documents) become a
 * label with their media type and size, strings over 2,000 characters keep their head and
 * their size, long arrays their first 500 items. Keys such as `__proto__` stay plain data.
 */
export function previewValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cutString(value);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= MAX_DEPTH) return "[cut: nested too deep]";
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ARRAY_ITEMS).map((item) => previewValue(item, depth + 1));
    if (value.length > MAX_ARRAY_ITEMS)
      items.push(`[cut: ${value.length - MAX_ARRAY_ITEMS} more items]`);
    return items;
  }
  const record = value as Record<string, unknown>;
  if (record.type === "base64" && typeof record.data === "string") {
    const media = typeof record.media_type === "string" ? `${record.media_type}, ` : "";
    const bytes = Math.floor((record.data.length * 3) / 4);
    return { ...record, data: `[base64 ${media}${describeSize(bytes)}]` };
  }
  // fromEntries defines own properties: a "__proto__" key never becomes a prototype.
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [key, previewValue(item, depth + 1)]),
  );
}

/**
 * One raw line as the records endpoint answers it, judged by the parser's own rule (the
 * same reasons as the transcript's invalid lines): the record previewed, or why it is not one.
 */
export function previewLine(line: number, rawText: string): LinePreview {
  const text = (line === 1 ? rawText.replace(/^\uFEFF/, "") : rawText).replace(/\r$/, "");
  const parsed = parseLine(text);
  if (parsed.kind === "record") return { line, kind: "record", record: previewValue(parsed.value) };
  if (parsed.kind === "blank") return { line, kind: "blank" };
  return { line, kind: "invalid", reason: parsed.reason, text: cutString(text) };
}
