import { z } from "zod";
import { ENTRY_DEFAULTS, type Entry, type TranscriptModel } from "./model";

/**
 * Bump when the parser or this codec changes what a stored model holds: `npm run reparse`
 * rebuilds the stored models of other versions from the raw bytes.
 */
export const MODEL_FORMAT_VERSION = 3;

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
/** How each stored key may be left out: equal to the previous entry's, or to its default. */
const OMIT_RULE = new Map<string, "carried" | "default">(
  DEFAULT_KEYS.map((key) => [key, CARRIED_KEYS.has(key) ? "carried" : "default"]),
);
for (const key of CARRIED_KEYS) OMIT_RULE.set(key, "carried");
const DEFAULT_BY_KEY: Record<string, unknown> = ENTRY_DEFAULTS;

/**
 * The model as stored: JSON whose entries leave out fields at their default value (most
 * are null or false) and fields equal to the previous entry's (session, version, source),
 * about half the plain JSON. Entries are encoded as the builder makes them (they never change
 * afterwards) and written in pieces, so storing the model overlaps parsing and a 1 GB
 * transcript's model is never one string; `finish` writes the rest once the model is done.
 *
 * @example
 * const encoder = createModelEncoder((piece) => gzip.write(piece));
 * const builder = createModelBuilder({ onEntry: encoder.add });
 * ...; encoder.finish(builder.end());
 */
export function createModelEncoder(write: (piece: string) => void) {
  let previous: Record<string, unknown> = ENTRY_DEFAULTS;
  let batch: Record<string, unknown>[] = [];
  let written = 0;
  write('{"entries":[');

  function flush(): void {
    if (batch.length === 0) return;
    write((written > 0 ? "," : "") + JSON.stringify(batch).slice(1, -1));
    written += batch.length;
    batch = [];
  }

  return {
    add(entry: Entry): void {
      batch.push(compactEntry(entry, previous));
      previous = entry;
      if (batch.length >= ENTRIES_PER_PIECE) flush();
    },
    finish(model: TranscriptModel): void {
      flush();
      // Entries are already written; JSON leaves an undefined field out. Not a replacer
      // function: that is called for every value of the model (thousands of calls and pairs).
      const rest = JSON.stringify({ ...model, entries: undefined });
      write(`],${rest.slice(1)}`);
    },
  };
}

/** The whole stored form of a finished model, in pieces (re-parsing, tests). */
export function encodeModelPieces(model: TranscriptModel): string[] {
  const pieces: string[] = [];
  const encoder = createModelEncoder((piece) => pieces.push(piece));
  for (const entry of model.entries) encoder.add(entry);
  encoder.finish(model);
  return pieces;
}

/** encodeModelPieces as one string (tests, small models). */
export function encodeModel(model: TranscriptModel): string {
  return encodeModelPieces(model).join("");
}

// A for-in with one rule lookup per key: Object.entries made an array per field and was most
// of the time spent storing a large transcript's model.
function compactEntry(entry: Entry, previous: Record<string, unknown>): Record<string, unknown> {
  const compact: Record<string, unknown> = {};
  const fields: Record<string, unknown> = entry;
  for (const key in fields) {
    if (key === "index") continue;
    const value = fields[key];
    const rule = OMIT_RULE.get(key);
    if (rule !== undefined) {
      const fallback = rule === "carried" ? previous[key] : DEFAULT_BY_KEY[key];
      if (value === fallback || (key === "blocks" && (value as unknown[]).length === 0)) continue;
    }
    compact[key] = value;
  }
  return compact;
}

/** The inverse of encodeModel: every entry gets its defaults and its index back. */
const list = z.array(z.object({}).loose());
const hasNumber = (value: unknown, key: string) =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Record<string, unknown>)[key] === "number";
const strings = z.array(z.string());

/**
 * What decodeModel checks of a stored model before trusting it (it is our own codec's output,
 * but read back from the database, an edge): every top-level part the right kind of value,
 * the entries (with their line) and calls objects. Cheap: see `entries`.
 */
const storedModelSchema = z
  .object({
    lines: z.number().int().min(0),
    records: z.number().int().min(0),
    invalidLines: list,
    invalidLineCount: z.number().int().min(0),
    recordTypes: z.record(z.string(), z.number()),
    // A zod object per entry cost about 40% of the decode: entries and calls are checked by
    // a plain test per element (an object with its number), a few ms at 65,000 entries.
    entries: z.array(
      z.custom<object>((value) => hasNumber(value, "line"), "an entry needs a line"),
    ),
    calls: z.array(z.custom<object>((value) => hasNumber(value, "index"), "a call needs an index")),
    mainSource: z.string(),
    sources: list,
    compactions: list,
    microcompactions: list,
    toolPairs: list,
    sessionIds: strings,
    versions: strings,
    models: strings,
    cwd: z.string().nullable(),
    agentIds: strings,
    title: z.string().nullable(),
  })
  .loose();

export function decodeModel(text: string): TranscriptModel {
  const checked = storedModelSchema.safeParse(JSON.parse(text));
  if (!checked.success) throw new Error(`A stored model is malformed: ${checked.error.message}`);
  // The envelope is checked; each entry's own fields were written by encodeModel on our server.
  const stored = checked.data as unknown as Omit<TranscriptModel, "entries"> & {
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
