import { estimateBlockTokens, type EstimateConstants } from "../replay/estimate-tokens";
import type { AftermathTexts } from "./aftermath-texts";
import type { CommandRerun } from "./aftermath-types";
import type { CompactionWindow, ToolUseAt } from "./compaction-windows";
import { normaliseCommand } from "./normalise-text";

function commands(uses: readonly ToolUseAt[], texts: AftermathTexts) {
  return uses.flatMap((use) => {
    const command = texts.command.get(use.id);
    return command === undefined ? [] : [{ use, command: normaliseCommand(command) }];
  });
}

/**
 * Shell commands run in the summarised range and run again, the same text up to spacing, after
 * the compaction: one row per command, at its first re-run (later runs are the work going on,
 * not the compaction's doing), with the tokens of that run's result.
 *
 * @example
 * commandsRerun(window, texts, constants)[0] // { command: "npm test", tokens: 900, ... }
 */
export function commandsRerun(
  window: CompactionWindow,
  texts: AftermathTexts,
  c: EstimateConstants,
): CommandRerun[] {
  const lastBefore = new Map<string, number>();
  for (const { use, command } of commands(window.before.toolUses, texts))
    lastBefore.set(command, use.call);
  const rows = new Map<string, CommandRerun>();
  for (const { use, command } of commands(window.after.toolUses, texts)) {
    const before = lastBefore.get(command);
    if (before === undefined || rows.has(command)) continue;
    rows.set(command, {
      command,
      tokens: use.result === null ? 0 : estimateBlockTokens(use.result, c),
      before: { call: before },
      after: { call: use.call },
    });
  }
  return [...rows.values()];
}
