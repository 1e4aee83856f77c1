import { resolveProfile } from "../../compaction/config/resolve-profile";
import { checkEngine, modelFromText } from "../check-engine";
import type { Disagreement, MatrixRow } from "../matrix-schema";
import { addedAfterLastResponse } from "./client-count";

/**
 * The engine against a Codex version: the rollout at the threshold (it compacted) and the one
 * a token below (it did not) go through the ingest parser and are replayed under `auto`, as
 * for Claude Code (`checkEngine`): the engine must compact at the recorded call with the
 * count the client had there, and nowhere else. Codex records no count: the client's is the
 * last total (the parser's preTokens) plus what it added after that response
 * (`addedAfterLastResponse`), so the engine's count is held to that sum. It runs only when the parser reads the rollout as
 * Codex's and `auto` picks a Codex profile (an id starting "codex"); until then it says why,
 * and the row is not counted as agreeing.
 */

export type CodexEngineCheck =
  { ok: true; engine: NonNullable<MatrixRow["engine"]> } | { ok: false; reason: string };

const CODEX_PROFILE_PREFIX = "codex";
/** preTokens must agree within a few tokens (check-engine.ts's tolerance). */
const COUNT_TOLERANCE = 10;
/** The engine's event for Codex's automatic compaction (its codex-auto-compact mechanism). */
const CODEX_AUTO_KINDS: readonly string[] = ["codex-auto-compact", "autocompact"];

/**
 * `atThreshold` is null when the client never compacted: then the engine must stay quiet on
 * the rollout of the highest usage probed (`belowThreshold`) too.
 */
export function checkCodexEngine(
  atThreshold: string | null,
  belowThreshold: string,
  /** The run's config.toml settings: the rollout does not record them, the engine is told. */
  config: Record<string, string> = {},
): CodexEngineCheck {
  const model = modelFromText(atThreshold ?? belowThreshold);
  if (model.harness !== "codex")
    return {
      ok: false,
      reason: `the parser does not read Codex rollouts yet (it took this one for ${model.harness})`,
    };
  const profile = resolveProfile(model, "auto").id;
  if (!profile.startsWith(CODEX_PROFILE_PREFIX))
    return { ok: false, reason: `engine has no Codex profile (auto picked ${profile})` };
  const below = checkEngine(belowThreshold, config, CODEX_AUTO_KINDS);
  const at = atThreshold === null ? null : checkEngine(atThreshold, config, CODEX_AUTO_KINDS);
  const recorded = at?.recordedAuto[0];
  const replayed = at?.replayedAuto.find((e) => e.atCall === recorded?.atCall);
  const clientCount =
    recorded?.preTokens != null && atThreshold !== null
      ? recorded.preTokens + addedAfterLastResponse(atThreshold)
      : null;
  const offset = replayed && clientCount !== null ? replayed.tokensBefore - clientCount : null;
  const disagreements: Disagreement[] = [
    ...(recorded || at === null
      ? []
      : [
          {
            kind: "other" as const,
            message: "the parser found no compaction in the rollout at the threshold",
          },
        ]),
    ...(at?.disagreements ?? [])
      .filter((d) => d.kind !== "pre-tokens")
      .map((d) => ({ ...d, message: `at the threshold: ${d.message}` })),
    ...(offset !== null && Math.abs(offset) > COUNT_TOLERANCE
      ? [
          {
            kind: "pre-tokens" as const,
            message: `at the threshold: call ${recorded?.atCall}: engine counted ${replayed?.tokensBefore}, the client ${clientCount} (its last total ${recorded?.preTokens} plus what it added after it; off by ${offset})`,
          },
        ]
      : []),
    ...below.disagreements.map((d) => ({
      ...d,
      message: `${at ? "one token below" : "at the highest usage probed"}: ${d.message}`,
    })),
  ];
  return {
    ok: true,
    engine: {
      profile: below.profile,
      threshold: below.engineThreshold,
      loneRoundThreshold: null,
      window: below.window,
      preTokensOffset: offset,
      disagreements,
      requestDifferences: [],
    },
  };
}
