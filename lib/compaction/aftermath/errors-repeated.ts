import type { AftermathTexts } from "./aftermath-texts";
import type { ErrorRepeated } from "./aftermath-types";
import type { CompactionWindow, ToolUseAt } from "./compaction-windows";
import { normaliseErrorText } from "./normalise-text";

/** Characters of an error's first line shown for it. */
const SHOWN_CHARS = 160;

/** The failed tool results of a range with their normalised text, in call order. */
function failures(uses: readonly ToolUseAt[], texts: AftermathTexts) {
  return uses.flatMap((use) => {
    if (use.result?.isError !== true) return [];
    const text = texts.errorText.get(use.id);
    if (text === undefined) return [];
    const key = normaliseErrorText(text);
    return key === "" ? [] : [{ use, text, key }];
  });
}

/**
 * Failed tool results after the compaction whose normalised text (numbers, paths, hex, line
 * numbers replaced) equals a failure met in the summarised range: one row per distinct error,
 * at its first meeting after, against its last meeting before.
 *
 * @example
 * errorsRepeated(window, texts)[0] // { text: "Cannot find module", before: { call: 3 }, after: { call: 9 } }
 */
export function errorsRepeated(window: CompactionWindow, texts: AftermathTexts): ErrorRepeated[] {
  const lastBefore = new Map<string, number>();
  for (const { use, key } of failures(window.before.toolUses, texts)) lastBefore.set(key, use.call);
  const rows = new Map<string, ErrorRepeated>();
  for (const { use, text, key } of failures(window.after.toolUses, texts)) {
    const before = lastBefore.get(key);
    if (before === undefined || rows.has(key)) continue;
    const firstLine = text.trim().split("\n")[0] ?? "";
    rows.set(key, {
      text: firstLine.slice(0, SHOWN_CHARS),
      before: { call: before },
      after: { call: use.call },
    });
  }
  return [...rows.values()];
}
