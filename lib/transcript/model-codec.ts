import { z } from "zod";
import { ENTRY_DEFAULTS, type Entry, type TranscriptModel } from "./model";

/**
 * Bump when the parser or this codec changes what a stored model holds: `npm run reparse`
 * rebuilds the stored models of other versions from the raw bytes.
 */
export const MODEL_FORMAT_VERSION = 4;

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
    // A zod object per entry cost about 40% of the decode: each entry is checked (an object
    // with its line) by the loop that decodes it, calls by a plain test per element.
    entries: z.array(z.unknown()),
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
    entries: unknown[];
  };
  const entries = new Array<Entry>(stored.entries.length);
  let previous: Entry | null = null;
  for (let index = 0; index < entries.length; index++) {
    const compact = stored.entries[index];
    if (!hasNumber(compact, "line"))
      throw new Error(`A stored model is malformed: entry ${index} has no line`);
    previous = decodeEntry(compact as StoredEntry, index, previous);
    entries[index] = previous;
  }
  return { ...stored, entries };
}

/** An entry as encodeModel wrote it: fields at their default or carried value left out. */
type StoredEntry = { [Key in keyof Entry]?: Entry[Key] };

/**
 * One entry back from its stored form, as a single literal in the order the builder makes
 * entries (read-entry.ts), so every decoded entry shares one shape: the replay reads hundreds
 * of thousands of them, and entries of varied shapes made its property reads several times
 * slower. A field is present in the stored form exactly when it differs from its fallback.
 */
function decodeEntry(stored: StoredEntry, index: number, previous: Entry | null): Entry {
  return {
    index,
    source: stored.source ?? (previous?.source as string),
    line: stored.line as number,
    type: stored.type ?? (previous?.type as string),
    subtype: stored.subtype !== undefined ? stored.subtype : ENTRY_DEFAULTS.subtype,
    uuid: stored.uuid !== undefined ? stored.uuid : ENTRY_DEFAULTS.uuid,
    parentUuid: stored.parentUuid !== undefined ? stored.parentUuid : ENTRY_DEFAULTS.parentUuid,
    logicalParentUuid:
      stored.logicalParentUuid !== undefined
        ? stored.logicalParentUuid
        : ENTRY_DEFAULTS.logicalParentUuid,
    isSidechain: carried(stored.isSidechain, previous?.isSidechain, ENTRY_DEFAULTS.isSidechain),
    agentId: carried(stored.agentId, previous?.agentId, ENTRY_DEFAULTS.agentId),
    sessionId: carried(stored.sessionId, previous?.sessionId, ENTRY_DEFAULTS.sessionId),
    version: carried(stored.version, previous?.version, ENTRY_DEFAULTS.version),
    timestamp: stored.timestamp !== undefined ? stored.timestamp : ENTRY_DEFAULTS.timestamp,
    role: stored.role !== undefined ? stored.role : ENTRY_DEFAULTS.role,
    messageId: stored.messageId !== undefined ? stored.messageId : ENTRY_DEFAULTS.messageId,
    model: carried(stored.model, previous?.model, ENTRY_DEFAULTS.model),
    usage: stored.usage !== undefined ? stored.usage : ENTRY_DEFAULTS.usage,
    // A fresh array each: entries never share one (ENTRY_DEFAULTS.blocks is a single array).
    blocks: stored.blocks ?? [],
    contentChars: stored.contentChars ?? ENTRY_DEFAULTS.contentChars,
    isMeta: stored.isMeta ?? ENTRY_DEFAULTS.isMeta,
    isCompactSummary: stored.isCompactSummary ?? ENTRY_DEFAULTS.isCompactSummary,
    isVisibleInTranscriptOnly:
      stored.isVisibleInTranscriptOnly ?? ENTRY_DEFAULTS.isVisibleInTranscriptOnly,
    isApiErrorMessage: stored.isApiErrorMessage ?? ENTRY_DEFAULTS.isApiErrorMessage,
    attachmentType:
      stored.attachmentType !== undefined ? stored.attachmentType : ENTRY_DEFAULTS.attachmentType,
    attachmentFile:
      stored.attachmentFile !== undefined ? stored.attachmentFile : ENTRY_DEFAULTS.attachmentFile,
    compactMetadata:
      stored.compactMetadata !== undefined
        ? stored.compactMetadata
        : ENTRY_DEFAULTS.compactMetadata,
    microcompactMetadata:
      stored.microcompactMetadata !== undefined
        ? stored.microcompactMetadata
        : ENTRY_DEFAULTS.microcompactMetadata,
    bytes: stored.bytes as number,
  };
}

/** A carried field: its stored value, else the previous entry's, else (the first) its default. */
function carried<T>(stored: T | undefined, previous: T | undefined, fallback: T): T {
  if (stored !== undefined) return stored;
  return previous !== undefined ? previous : fallback;
}
