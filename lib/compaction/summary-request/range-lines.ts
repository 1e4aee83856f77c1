import type { TranscriptModel } from "../../transcript/model";
import type { EntryRange } from "../replay/compaction-facts";

/**
 * The file lines of a range's main-source records: what a summarization request at a point
 * reads back from the raw bytes (other query sources inside the range, such as inline 1.0.x
 * sidechains, are not part of it; compaction-facts.ts says the same of its ranges).
 *
 * @example
 * rangeLines(model, facts.summarised).has(entry.line) // true for a main-thread record
 */
export function rangeLines(
  model: TranscriptModel,
  range: Pick<EntryRange, "first" | "last">,
): Set<number> {
  const lines = new Set<number>();
  for (let e = range.first; e <= range.last; e++) {
    const entry = model.entries[e];
    if (entry?.source === model.mainSource) lines.add(entry.line);
  }
  return lines;
}

/** One raw line parsed as the builder takes it: a line that is not JSON becomes null (counted). */
export function parseRawLine(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
