import { ENTRY_DEFAULTS, type Entry, type TranscriptModel } from "./model";

/**
 * Bump when the parser or this codec changes what a stored model holds: `npm run reparse`
 * rebuilds the stored models of other versions from the raw bytes.
 */
export const MODEL_FORMAT_VERSION = 1;

const DEFAULT_KEYS = Object.keys(ENTRY_DEFAULTS) as (keyof typeof ENTRY_DEFAULTS)[];
/** Fields that repeat from one entry to the next: stored only where they change. */
const CARRIED_KEYS = new Set<string>([
  "sessionId",
  "version",
  "source",
  "agentId",
  "isSidechain",
  "model",
  "type",
]);

const ENTRIES_PER_PIECE = 2_000;

/**
 * The model as stored: JSON whose entries leave out fields at their default value (most
 * are null or false) and fields equal to the previous entry's (session, version, source),
 * about half the plain JSON, so storing and loading a 100 MB transcript's model stays cheap
 * next to parsing it. Yielded in pieces so a 1 GB transcript's model is never one string.
 */
export function* encodeModelPieces(model: TranscriptModel): Generator<string> {
  const { entries, ...rest } = model;
  yield `${JSON.stringify(rest).slice(0, -1)},"entries":[`;
  let previous: Record<string, unknown> = ENTRY_DEFAULTS;
  for (let start = 0; start < entries.length; start += ENTRIES_PER_PIECE) {
    const piece = entries.slice(start, start + ENTRIES_PER_PIECE).map((entry) => {
      const compact = compactEntry(entry, previous);
      previous = entry;
      return compact;
    });
    yield (start > 0 ? "," : "") + JSON.stringify(piece).slice(1, -1);
  }
  yield "]}";
}

/** encodeModelPieces as one string (tests, small models). */
export function encodeModel(model: TranscriptModel): string {
  return [...encodeModelPieces(model)].join("");
}

function compactEntry(entry: Entry, previous: Record<string, unknown>): Record<string, unknown> {
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (key === "index") continue;
    const fallback = CARRIED_KEYS.has(key)
      ? previous[key]
      : ENTRY_DEFAULTS[key as keyof typeof ENTRY_DEFAULTS];
    if (value === fallback || (key === "blocks" && (value as unknown[]).length === 0)) continue;
    compact[key] = value;
  }
  return compact;
}

/** The inverse of encodeModel: every entry gets its defaults and its index back. */
export function decodeModel(text: string): TranscriptModel {
  const stored = JSON.parse(text) as Omit<TranscriptModel, "entries"> & {
    entries: Record<string, unknown>[];
  };
  let previous: Record<string, unknown> = ENTRY_DEFAULTS;
  const entries = stored.entries.map((compact, index) => {
    const entry: Record<string, unknown> = { index, ...compact };
    for (const key of [...DEFAULT_KEYS, ...CARRIED_KEYS]) {
      if (key in compact) continue;
      entry[key] = CARRIED_KEYS.has(key)
        ? previous[key]
        : key === "blocks"
          ? []
          : ENTRY_DEFAULTS[key as keyof typeof ENTRY_DEFAULTS];
    }
    previous = entry;
    return entry as Entry;
  });
  return { ...stored, entries };
}
