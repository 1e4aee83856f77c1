import { replaySession } from "../../compaction/replay/replay-session";
import { modelFromText } from "../check-engine";
import type { Disagreement, MatrixRow } from "../matrix-schema";
import { opencodeExportToLines } from "../../transcript/opencode/export-to-lines";
import { engineOverridesFor, type LabModelLimits } from "./lab-models";

export type OpenCodeEngineCheck =
  { ok: true; engine: NonNullable<MatrixRow["engine"]> } | { ok: false; reason: string };

/** One exported session replayed under `auto`, told the model's limits the client was told. */
function replayExport(exported: unknown, limits: LabModelLimits) {
  const lines = opencodeExportToLines(exported);
  if (lines === null)
    return { ok: false as const, reason: "the export is not an OpenCode session" };
  const model = modelFromText(lines.join("\n") + "\n");
  if (model.harness !== "opencode")
    return { ok: false as const, reason: `the parser took the session for ${model.harness}` };
  const result = replaySession(model, { overrides: engineOverridesFor(limits) });
  if (result.profile !== "opencode")
    return { ok: false as const, reason: `auto picked ${result.profile}, not opencode` };
  const recorded = model.compactions.filter((c) => c.trigger === "auto");
  const replayed = result.events.filter((e) => e.kind === "opencode-compact");
  return { ok: true as const, result, recorded, replayed };
}

/**
 * The engine against an OpenCode version: the sessions at the threshold (it compacted) and a
 * token below (it did not), exported, go through `opencodeExportToLines` and the ingest parser
 * and are replayed under `auto` with the lab model's limits: the engine must compact before
 * the recorded call with the recorded total, and nowhere else.
 */
export function checkOpenCodeEngine(
  atThreshold: unknown,
  belowThreshold: unknown,
  limits: LabModelLimits,
): OpenCodeEngineCheck {
  const at = replayExport(atThreshold, limits);
  if (!at.ok) return at;
  const below = replayExport(belowThreshold, limits);
  if (!below.ok) return below;
  const disagreements: Disagreement[] = [];
  const first = at.recorded[0];
  if (!first)
    disagreements.push({
      kind: "other",
      message: "the parser found no compaction at the threshold",
    });
  for (const recorded of at.recorded) {
    const match = at.replayed.find((e) => e.atCall === recorded.atCall);
    if (!match)
      disagreements.push({
        kind: "missed-compaction",
        message: `at the threshold: the client compacted before call ${recorded.atCall} at ${recorded.preTokens}; the engine did not`,
      });
  }
  for (const [name, check] of [
    ["at the threshold", at],
    ["one token below", below],
  ] as const)
    for (const event of check.replayed)
      if (!check.recorded.some((r) => r.atCall === event.atCall))
        disagreements.push({
          kind: "extra-compaction",
          message: `${name}: the engine compacted before call ${event.atCall} at ${event.tokensBefore}; the client did not`,
        });
  const replayed = at.replayed.find((e) => e.atCall === first?.atCall);
  return {
    ok: true,
    engine: {
      profile: at.result.profile,
      threshold: at.result.thresholds.autocompactThreshold,
      loneRoundThreshold: null,
      window: at.result.window.tokens,
      preTokensOffset:
        replayed && first?.preTokens != null ? replayed.tokensBefore - first.preTokens : null,
      disagreements,
      requestDifferences: [],
    },
  };
}
