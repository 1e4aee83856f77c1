/**
 * UTF-8 byte length of a string. Uses Node's native `Buffer.byteLength` when present (parsing,
 * the generator, tests and benchmarks run in Node) and a pure fallback elsewhere, so the module
 * stays free of node: imports. Lone surrogates count 3 bytes, as U+FFFD is written.
 */
export function utf8Length(text: string): number {
  const buffer = (globalThis as { Buffer?: { byteLength(s: string, enc: string): number } }).Buffer;
  if (buffer) return buffer.byteLength(text, "utf8");
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
