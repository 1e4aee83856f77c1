import type { Rng } from "./prng";

/**
 * Byte offsets after which a malformed line is inserted: one per equal slice of the target,
 * at a random point inside it, so the lines are spread through the file.
 */
export function planMalformed(rng: Rng, count: number, targetBytes: number): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < count; i++) {
    offsets.push(Math.floor((targetBytes * (i + rng.range(0.1, 0.9))) / count));
  }
  return offsets;
}

function parsesAsObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * A line that is not a JSON object, made from the previous line the way real files break
 * (FORMAT.md §9): an orphan fragment (the duplicated tail of the previous line) or a record
 * truncated mid-write.
 */
export function malformedLine(rng: Rng, previous: string): string {
  const source =
    previous.length > 40
      ? previous
      : `{"type":"user","message":{"role":"user","content":"${previous}"}}`;
  let line: string;
  if (rng.chance(0.5)) {
    line = source.slice(-rng.int(20, Math.min(90, source.length - 2)));
  } else {
    line = source.slice(0, rng.int(30, Math.min(4_000, source.length - 2)));
  }
  // A lone surrogate at a cut would become U+FFFD on write; trim it so the bytes are stable.
  const last = line.charCodeAt(line.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) line = line.slice(0, -1);
  const first = line.charCodeAt(0);
  if (first >= 0xdc00 && first <= 0xdfff) line = line.slice(1);
  if (line.trim() === "" || parsesAsObject(line)) line = `${line}"}`.replace(/^\{/, "x{");
  return line;
}
