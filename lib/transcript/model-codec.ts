import { z } from "zod";
import { DEFAULT_HARNESS, HARNESS_IDS } from "./harness";
import { ENTRY_DEFAULTS, type Entry, type TranscriptModel } from "./model";

/**
 * Bump when the parser or this codec changes what a stored model holds: `npm run reparse`
 * (run by `npm start`) rebuilds the stored models of other versions from the raw bytes.
 * 5: one JSON document per line (pieces of entries, then the rest), was one document (4).
 * 6: Codex rollouts read by their own reader (a stored one was read as unknown records).
 * 7: a Codex summary request inside a turn (after a tool's output) is not a call.
 * 8: a Codex entry the client added to the history carries its item's JSON size (`itemBytes`),
 *    and a Codex sub-agent's rollout is that agent's (its source, agent id, parent thread).
 * 9: Claude Code models carry their /model switches and content-replacement records, and a
 *    Gemini CLI session follows its rewinds (a stored one counted the abandoned turns).
 * 10: a Gemini CLI session converted from the older one-document format says it records no
 *    compactions (`recordsCompactions: false`).
 * 11: an OpenCode tool output its prune cleared keeps its size, and each prune is a recorded
 *    microcompaction (a stored one sized it as the cleared marker from the start).
 * 12: a todo_reminder attachment is sized as the reminder the client sends (a stored one
 *    counted its JSON payload).
 * 13: a Codex call made first by a process that resumed the session knowing no usage says so
 *    (`startsResumedProcess`; a stored one did not, and 0.74 to 0.77 replayed a compaction there).
 */
export const MODEL_FORMAT_VERSION = 13;

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
 * The model as stored: lines of JSON. Each line but the last is an array of up to 2,000
 * entries that leave out fields at their default value (most are null or false) and fields
 * equal to the previous entry's (session, version, source), about half the plain JSON; the
 * last line is the rest of the model with `entryCount`. A line at a time, reading a 1 GB
 * transcript's model never holds its text whole nor a second object graph beside the model
 * (one document took 0.5 GB beside the model to decode). Entries are encoded as the builder
 * makes them (they never change afterwards), so storing the model overlaps parsing;
 * `finish` writes the last line once the model is done.
 *
 * @example
 * const encoder = createModelEncoder((piece) => gzip.write(piece));
 * const builder = createModelBuilder({ onEntry: encoder.add });
 * ...; encoder.finish(builder.end());
 */
export function createModelEncoder(
  write: (piece: string) => void,
  /** Entries already stored, when more are appended after them (a followed file that grows). */
  after: { count: number; last: Entry | null } = { count: 0, last: null },
) {
  let previous: Record<string, unknown> = after.last ?? ENTRY_DEFAULTS;
  let batch: Record<string, unknown>[] = [];
  let written = after.count;

  function flush(): void {
    if (batch.length === 0) return;
    write(JSON.stringify(batch) + "\n");
    written += batch.length;
    batch = [];
  }

  return {
    add(entry: Entry): void {
      batch.push(compactEntry(entry, previous));
      previous = entry;
      if (batch.length >= ENTRIES_PER_PIECE) flush();
    },
    /** Writes the entries added so far, so the last line can follow as a piece of its own. */
    flushEntries: flush,
    finish(model: TranscriptModel): void {
      flush();
      // Entries are already written; JSON leaves an undefined field out. Not a replacer
      // function: that is called for every value of the model (thousands of calls and pairs).
      write(JSON.stringify({ ...model, entries: undefined, entryCount: written }) + "\n");
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

const list = z.array(z.object({}).loose());
const hasNumber = (value: unknown, key: string) =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Record<string, unknown>)[key] === "number";
const strings = z.array(z.string());

/**
 * What the decoder checks of a stored model's last line before trusting it (it is our own
 * codec's output, but read back from the database, an edge): every part the right kind of
 * value, the calls objects. Cheap: a zod object per entry cost about 40% of the decode, so each
 * entry is checked (an object with its line) by the loop that decodes it, calls by a plain
 * test per element.
 */
const storedRestSchema = z
  .object({
    /** Entries on the lines before (format 4 held them in this document: counted on reading). */
    entryCount: z.number().int().min(0),
    /** Absent in models stored before harnesses were told apart: those are all Claude Code's. */
    harness: z.enum(HARNESS_IDS).default(DEFAULT_HARNESS),
    lines: z.number().int().min(0),
    records: z.number().int().min(0),
    invalidLines: list,
    invalidLineCount: z.number().int().min(0),
    recordTypes: z.record(z.string(), z.number()),
    calls: z.array(z.custom<object>((value) => hasNumber(value, "index"), "a call needs an index")),
    mainSource: z.string(),
    sources: list,
    compactions: list,
    recordsCompactions: z.boolean().optional(),
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

const malformed = (why: string) => new Error(`A stored model is malformed: ${why}`);

/**
 * The inverse of the encoder, a stored line at a time: every entry gets its defaults and its
 * index back. Also reads format 4 (the whole model as one document on one line), so a model
 * stored by an older build opens until `npm run reparse` rewrites it.
 *
 * @example
 * const decoder = createModelDecoder();
 * for (const line of storedLines) decoder.line(line);
 * const model = decoder.end();
 */
export function createModelDecoder() {
  const entries: Entry[] = [];
  let previous: Entry | null = null;
  let rest: z.infer<typeof storedRestSchema> | null = null;

  function addEntries(stored: unknown[]): void {
    for (const compact of stored) {
      if (!hasNumber(compact, "line")) throw malformed(`entry ${entries.length} has no line`);
      previous = decodeEntry(compact as StoredEntry, entries.length, previous);
      entries.push(previous);
    }
  }

  return {
    /** One stored line (without its newline). */
    line(text: string): void {
      if (text === "") return;
      if (rest !== null) throw malformed("a line follows its last line");
      const value: unknown = JSON.parse(text);
      if (Array.isArray(value)) return addEntries(value);
      let last = value;
      if (typeof value === "object" && value !== null && "entries" in value) {
        const { entries: stored, ...others } = value as { entries: unknown };
        if (!Array.isArray(stored)) throw malformed("its entries are not a list");
        addEntries(stored);
        last = { ...others, entryCount: entries.length };
      }
      const checked = storedRestSchema.safeParse(last);
      if (!checked.success) throw malformed(checked.error.message);
      rest = checked.data;
    },
    end(): TranscriptModel {
      if (rest === null) throw malformed("it ends before its last line");
      const { entryCount, ...model } = rest;
      if (entryCount !== entries.length)
        throw malformed(`${entries.length} entries where it says ${entryCount}`);
      // The rest is checked; each entry's own fields were written by the encoder on our server.
      return { ...(model as unknown as Omit<TranscriptModel, "entries">), entries };
    },
  };
}

/** A stored model's whole text back (tests, small models). */
export function decodeModel(text: string): TranscriptModel {
  const decoder = createModelDecoder();
  for (const line of text.split("\n")) decoder.line(line);
  return decoder.end();
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
    itemBytes: stored.itemBytes !== undefined ? stored.itemBytes : ENTRY_DEFAULTS.itemBytes,
  };
}

/** A carried field: its stored value, else the previous entry's, else (the first) its default. */
function carried<T>(stored: T | undefined, previous: T | undefined, fallback: T): T {
  if (stored !== undefined) return stored;
  return previous !== undefined ? previous : fallback;
}
