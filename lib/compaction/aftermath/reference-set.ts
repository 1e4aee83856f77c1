import type { TranscriptModel } from "../../transcript/model";
import { isTypedUserEntry, type AftermathTexts } from "./aftermath-texts";
import { compactionWindows, type CompactionWindow, type ToolUseAt } from "./compaction-windows";
import { decisionsReferred } from "./decisions-referred";
import { normaliseCommand, normaliseErrorText } from "./normalise-text";
import type { ReferenceFact, ReferenceSet } from "./reference-types";

/** Characters of an error's first line kept, as the aftermath shows it. */
const ERROR_SHOWN_CHARS = 160;

type Lines = { use: ReadonlyMap<string, number>; result: ReadonlyMap<string, number> };

/** The file line of each tool use and of its result, by tool_use id. */
function toolLines(model: TranscriptModel): Lines {
  const use = new Map<string, number>();
  const result = new Map<string, number>();
  for (const pair of model.toolPairs) {
    const useLine = model.entries[pair.useEntry]?.line;
    if (useLine !== undefined) use.set(pair.toolUseId, useLine);
    const resultLine = model.entries[pair.resultEntry ?? -1]?.line;
    if (resultLine !== undefined) result.set(pair.toolUseId, resultLine);
  }
  return { use, result };
}

/**
 * Keys met before the compaction and again after it: one fact per key, at its last meeting
 * before and its first after, in the order they were met again.
 */
function metAgain<T extends { use: ToolUseAt; key: string }>(
  before: readonly T[],
  after: readonly T[],
  toFact: (before: T, after: T) => ReferenceFact,
): ReferenceFact[] {
  const lastBefore = new Map<string, T>();
  for (const item of before) lastBefore.set(item.key, item);
  const facts = new Map<string, ReferenceFact>();
  for (const item of after) {
    const earlier = lastBefore.get(item.key);
    if (earlier !== undefined && !facts.has(item.key)) facts.set(item.key, toFact(earlier, item));
  }
  return [...facts.values()];
}

const reads = (uses: readonly ToolUseAt[]) =>
  uses.flatMap((use) =>
    use.name === "Read" && use.filePath !== null ? [{ use, key: use.filePath }] : [],
  );

const commands = (uses: readonly ToolUseAt[], texts: AftermathTexts) =>
  uses.flatMap((use) => {
    const command = texts.command.get(use.id);
    return command === undefined ? [] : [{ use, key: normaliseCommand(command) }];
  });

const failures = (uses: readonly ToolUseAt[], texts: AftermathTexts) =>
  uses.flatMap((use) => {
    const text = use.result?.isError === true ? texts.errorText.get(use.id) : undefined;
    const key = text === undefined ? "" : normaliseErrorText(text);
    const firstLine = text?.trim().split("\n")[0]?.slice(0, ERROR_SHOWN_CHARS) ?? "";
    return key === "" ? [] : [{ use, key, firstLine }];
  });

/** The first main-thread tool use after the compaction that names a file or runs a command. */
function nextStep(window: CompactionWindow, texts: AftermathTexts, lines: Lines) {
  for (const use of window.after.toolUses) {
    const command = texts.command.get(use.id);
    const target =
      use.filePath !== null
        ? { text: use.filePath, target: "path" as const }
        : command !== undefined
          ? { text: normaliseCommand(command), target: "command" as const }
          : null;
    if (target === null || target.text === "") continue;
    const fact: ReferenceFact = {
      kind: "next-step",
      ...target,
      lines: { before: null, after: lines.use.get(use.id) ?? null },
    };
    return [fact];
  }
  return [];
}

function referenceOf(
  window: CompactionWindow,
  texts: AftermathTexts,
  lines: Lines,
): ReferenceFact[] {
  const { before, after } = window;
  const lineOf = (use: ToolUseAt, map: ReadonlyMap<string, number>) => map.get(use.id) ?? null;
  return [
    ...metAgain(reads(before.toolUses), reads(after.toolUses), (b, a) => ({
      kind: "file-reread",
      text: a.key,
      target: "path",
      lines: { before: lineOf(b.use, lines.use), after: lineOf(a.use, lines.use) },
    })),
    ...metAgain(failures(before.toolUses, texts), failures(after.toolUses, texts), (b, a) => ({
      kind: "error-repeated",
      text: a.firstLine,
      target: "error",
      lines: { before: lineOf(b.use, lines.result), after: lineOf(a.use, lines.result) },
    })),
    ...metAgain(commands(before.toolUses, texts), commands(after.toolUses, texts), (b, a) => ({
      kind: "command-rerun",
      text: a.key,
      target: "command",
      lines: { before: lineOf(b.use, lines.use), after: lineOf(a.use, lines.use) },
    })),
    ...decisionsReferred(window, texts, lines.use),
    ...nextStep(window, texts, lines),
  ];
}

/**
 * The aftermath reference set of each recorded compaction of the main thread: the facts the
 * session went on to need after it, before the next compaction or the end of the file. Files
 * Read in the summarised range and Read again, errors met again (same normalised text),
 * commands run again (same text up to spacing), as the aftermath counts them; the user's
 * messages the later conversation refers back to (decisionsReferred); and the next step
 * actually taken, the first tool call after the compaction that names a file or runs a
 * command. Each fact carries the lines it came from. In file order.
 *
 * @example
 * aftermathReference(model, texts)[0]?.facts[0] // { kind: "file-reread", text: "/p/a.ts", target: "path", lines: { before: 4, after: 12 } }
 */
export function aftermathReference(model: TranscriptModel, texts: AftermathTexts): ReferenceSet[] {
  const lines = toolLines(model);
  return compactionWindows(model, isTypedUserEntry).map((window) => ({
    uuid: window.compaction.uuid,
    atCall: window.compaction.atCall,
    facts: referenceOf(window, texts, lines),
  }));
}
