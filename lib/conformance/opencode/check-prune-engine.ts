import { replaySession } from "../../compaction/replay/replay-session";
import { modelFromText } from "../check-engine";
import type { Disagreement } from "../matrix-schema";
import { opencodeExportToLines } from "../../transcript/opencode/export-to-lines";
import { engineOverridesFor, type LabModelLimits } from "./lab-models";

export type PruneEngineCheck =
  | {
      ok: true;
      profile: string;
      /** The call ids the replay cleared, oldest first. */
      cleared: string[];
      disagreements: Disagreement[];
    }
  | { ok: false; reason: string };

/**
 * The engine against one prune case: the session exported after the last prompt goes through
 * `opencodeExportToLines` and the ingest parser (a prune the client made is a recorded
 * microcompaction there) and is replayed under `auto` with the model's limits and
 * `opencodePrune` when the lab says so (`compaction.prune: true`; off for a lone `opencode run`,
 * which exits before its prune runs); the engine must clear the same outputs before the same
 * call, and nothing where the client cleared nothing.
 */
export function checkPruneEngine(
  exported: unknown,
  limits: LabModelLimits,
  prune: boolean | null,
): PruneEngineCheck {
  const lines = opencodeExportToLines(exported);
  if (lines === null) return { ok: false, reason: "the export is not an OpenCode session" };
  const model = modelFromText(lines.join("\n") + "\n");
  const overrides = {
    ...engineOverridesFor(limits),
    ...(prune === null ? {} : { opencodePrune: prune }),
  };
  const result = replaySession(model, { overrides });
  const replayed = result.events.flatMap((event) =>
    event.kind === "opencode-prune"
      ? [{ atCall: event.atCall, ids: event.detail.clearedResults.map((r) => r.toolUseId) }]
      : [],
  );
  const disagreements: Disagreement[] = [];
  for (const recorded of model.microcompactions) {
    const match = replayed.find((event) => event.atCall === recorded.atCall);
    const ids = recorded.compactedToolIds.join(", ");
    if (!match)
      disagreements.push({
        kind: "microcompact",
        message: `the client pruned ${ids} before call ${recorded.atCall}; the engine did not`,
      });
    else if (match.ids.join(", ") !== ids)
      disagreements.push({
        kind: "microcompact",
        message: `before call ${recorded.atCall} the client pruned ${ids}, the engine ${match.ids.join(", ")}`,
      });
  }
  for (const event of replayed)
    if (!model.microcompactions.some((recorded) => recorded.atCall === event.atCall))
      disagreements.push({
        kind: "microcompact",
        message: `the engine pruned ${event.ids.join(", ")} before call ${event.atCall}; the client did not`,
      });
  return {
    ok: true,
    profile: result.profile,
    cleared: replayed.flatMap((event) => event.ids),
    disagreements,
  };
}
