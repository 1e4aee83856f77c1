import { AFTERMATH_DEFINITIONS } from "../../compaction/aftermath/definitions";
import type { AftermathMeasure } from "../../compaction/aftermath/definitions";
import type { AftermathDto } from "../../contracts/aftermath";
import { formatInteger, formatUsdPrecise } from "../format/format-number";
import { shortenPath } from "../format/shorten-path";

/**
 * A cell: text, the full text on hover, a main-thread call it links to, and whether it is long
 * text (a path, an error, a message) that gives way to the figures beside it.
 */
export type AftermathCell = { text: string; title?: string; call?: number; isLong?: boolean };

/** One measure as the section draws it: its figure, its rows, its definition to open. */
export type AftermathMeasureView = {
  key: AftermathMeasure;
  title: string;
  definition: string;
  /** The measure in a few words ("3 files, 15,438 tokens"). */
  figure: string;
  columns: string[];
  rows: { key: string; cells: AftermathCell[] }[];
};

export type AftermathSectionView =
  | { kind: "none"; reason: string }
  | { kind: "measured"; lead: string; measures: AftermathMeasureView[] };

const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatInteger(n)} ${n === 1 ? one : many}`;
const tokens = (n: number) => plural(n, "token");
const callCell = (call: number): AftermathCell => ({ text: `call ${formatInteger(call)}`, call });

function measure(
  key: AftermathMeasure,
  figure: string,
  columns: string[],
  rows: AftermathMeasureView["rows"],
): AftermathMeasureView {
  return { key, ...AFTERMATH_DEFINITIONS[key], figure, columns, rows };
}

function filesMeasure(a: AftermathDto): AftermathMeasureView {
  const total = a.filesReread.reduce((sum, f) => sum + f.tokens, 0);
  const restored = a.filesReread.filter((f) => f.restored).length;
  const figure =
    a.filesReread.length === 0
      ? "none"
      : `${plural(a.filesReread.length, "file")}, ${tokens(total)}` +
        (restored > 0 ? ` (${formatInteger(restored)} restored already)` : "");
  return measure(
    "filesReread",
    figure,
    ["File", "Tokens", "Re-read at", "Restored"],
    a.filesReread.map((f) => ({
      key: f.path,
      cells: [
        { text: shortenPath(f.path, 3), title: f.path, isLong: true },
        { text: formatInteger(f.tokens) },
        callCell(f.firstRereadCall),
        { text: f.restored ? "yes" : "no" },
      ],
    })),
  );
}

function resumeFigure(a: AftermathDto): string {
  if (a.currentWork.length === 0) return "no current work: no file touched in the calls before";
  if (a.callsToResume === null)
    return `never: no call went back to the current work in the ${plural(a.callsAfter, "call")} after`;
  return `${plural(a.callsToResume, "call")}, ${tokens(a.tokensToResume ?? 0)}`;
}

/**
 * The aftermath section of a recorded compaction's page: a lead sentence, then one block per
 * measure with its figure, its rows (calls linked) and its definition. A replayed point, which
 * no transcript followed, says why it has none.
 *
 * @example
 * toAftermathSection(aftermath, "recorded").kind // "measured"
 */
export function toAftermathSection(
  aftermath: AftermathDto | null,
  origin: "recorded" | "replayed",
): AftermathSectionView {
  if (aftermath === null)
    return {
      kind: "none",
      reason:
        origin === "replayed"
          ? "A replayed compaction has no aftermath: the session did not go on from it. Open a recorded compaction to see what it cost afterwards."
          : "Nothing measured: this compaction is not one of the main thread's recorded ones.",
    };
  const a = aftermath;
  const measures: AftermathMeasureView[] = [
    filesMeasure(a),
    measure(
      "errorsRepeated",
      a.errorsRepeated.length === 0 ? "none" : plural(a.errorsRepeated.length, "error"),
      ["Error", "Met before", "Met again"],
      a.errorsRepeated.map((e, i) => ({
        key: `${i}`,
        cells: [
          { text: e.text, title: e.text, isLong: true },
          callCell(e.before.call),
          callCell(e.after.call),
        ],
      })),
    ),
    measure(
      "commandsRerun",
      a.commandsRerun.length === 0
        ? "none"
        : `${plural(a.commandsRerun.length, "command")}, ${tokens(a.commandsRerun.reduce((s, r) => s + r.tokens, 0))}`,
      ["Command", "Tokens", "Run before", "Run again"],
      a.commandsRerun.map((r) => ({
        key: r.command,
        cells: [
          { text: r.command, title: r.command, isLong: true },
          { text: formatInteger(r.tokens) },
          callCell(r.before.call),
          callCell(r.after.call),
        ],
      })),
    ),
    measure(
      "questionsRepeated",
      a.questionsRepeated.length === 0 ? "none" : plural(a.questionsRepeated.length, "request"),
      ["Said again", "Said before", "Similarity"],
      a.questionsRepeated.map((q) => ({
        key: `${q.after.line}`,
        cells: [
          { text: q.text, title: `line ${q.after.line}: ${q.text}`, isLong: true },
          { text: q.earlier, title: `line ${q.before.line}: ${q.earlier}`, isLong: true },
          { text: q.similarity.toFixed(2) },
        ],
      })),
    ),
    measure(
      "callsToResume",
      resumeFigure(a),
      ["Current work"],
      a.currentWork.map((path) => ({
        key: path,
        cells: [{ text: shortenPath(path, 3), title: path, isLong: true }],
      })),
    ),
    measure(
      "tokensRespent",
      `${tokens(a.tokensRespent)}, ${a.costUsd === null ? "unpriced model" : formatUsdPrecise(a.costUsd)}`,
      [],
      [],
    ),
  ];
  return { kind: "measured", lead: describeAftermath(a), measures };
}

/**
 * The aftermath in one line (the session page's compactions table, the section's lead).
 *
 * @example
 * describeAftermath(a) // "re-read 4 files (12,300 tokens) · back to work after 3 calls · 17,178 tokens ($0.1073) re-spent"
 */
export function describeAftermath(a: AftermathDto): string {
  if (a.callsAfter === 0) return "no call after it: the file ends or compacts again";
  const parts: string[] = [];
  const rereadTokens = a.filesReread.reduce((sum, f) => sum + f.tokens, 0);
  if (a.filesReread.length > 0)
    parts.push(`re-read ${plural(a.filesReread.length, "file")} (${tokens(rereadTokens)})`);
  if (a.errorsRepeated.length > 0)
    parts.push(`${plural(a.errorsRepeated.length, "error")} met again`);
  if (a.commandsRerun.length > 0) parts.push(`${plural(a.commandsRerun.length, "command")} re-run`);
  if (a.questionsRepeated.length > 0)
    parts.push(`${plural(a.questionsRepeated.length, "request")} repeated`);
  if (a.callsToResume !== null)
    parts.push(
      a.callsToResume === 0
        ? "back to work at once"
        : `back to work after ${plural(a.callsToResume, "call")}`,
    );
  if (a.tokensRespent > 0)
    parts.push(
      `${tokens(a.tokensRespent)}` +
        (a.costUsd === null ? "" : ` (${formatUsdPrecise(a.costUsd)})`) +
        " re-spent",
    );
  return parts.length === 0 ? "nothing re-done" : parts.join(" · ");
}

/** What the session table's aftermath column holds, for its header's hint. */
export const AFTERMATH_COLUMN_DESCRIPTION =
  "What the session did again after the compaction: files read again, errors met again, commands re-run, requests repeated, calls until it was back at its work, and the tokens and dollars re-spent. Open the compaction for each measure's definition.";

/** A compaction's aftermath in the session table: a brief line, the whole line on hover. */
export type AftermathLine = { brief: string; full: string };

/**
 * The table's brief line: the files read again and what was re-spent in all, the figures a
 * reader compares down the column; the rest is in the full line.
 *
 * @example
 * describeAftermathBriefly(a) // "re-read 4 files (12,300 tokens) · 17,178 tokens re-spent"
 */
export function describeAftermathBriefly(a: AftermathDto): string {
  if (a.callsAfter === 0) return "no call after it";
  const rereadTokens = a.filesReread.reduce((sum, f) => sum + f.tokens, 0);
  const files =
    a.filesReread.length === 0
      ? "no file re-read"
      : `re-read ${plural(a.filesReread.length, "file")} (${tokens(rereadTokens)})`;
  return `${files} · ${tokens(a.tokensRespent)} re-spent`;
}

/**
 * Each recorded compaction's lines, by boundary uuid (the session page's table).
 *
 * @example
 * toAftermathLines(aftermath)["b1"]?.brief // "re-read 2 files (12,300 tokens) · 17,178 tokens re-spent"
 */
export function toAftermathLines(
  aftermath: readonly AftermathDto[],
): Record<string, AftermathLine> {
  return Object.fromEntries(
    aftermath.map((a) => [
      a.uuid,
      { brief: describeAftermathBriefly(a), full: describeAftermath(a) },
    ]),
  );
}
