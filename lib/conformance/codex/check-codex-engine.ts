import { resolveProfile } from "../../compaction/config/resolve-profile";
import { checkEngine, modelFromText } from "../check-engine";
import type { Disagreement, MatrixRow } from "../matrix-schema";

/**
 * The engine against a Codex version: the rollout at the threshold (it compacted) and the one
 * a token below (it did not) go through the ingest parser and are replayed under `auto`, as
 * for Claude Code (`checkEngine`): the engine must compact at the recorded call with the
 * count the client had there, and nowhere else. Codex records no count, only the last total
 * (the parser's preTokens), which some releases add to (0.100.0 counts the context exec resume
 * re-appends; 0.90.0 re-appends it and does not): but the client compacted at the reported
 * total X and not at X - 1, so its count at X was its limit, to the token. The engine's count
 * there is held to the engine's limit (and its compaction at X and quiet at X - 1 to the
 * client's). It runs only when the parser reads the rollout as
 * Codex's and `auto` picks a Codex profile (an id starting "codex"); until then it says why,
 * and the row is not counted as agreeing.
 */

export type CodexEngineCheck =
  { ok: true; engine: NonNullable<MatrixRow["engine"]> } | { ok: false; reason: string };

const CODEX_PROFILE_PREFIX = "codex";
/** The count must agree within a few tokens (check-engine.ts's tolerance for preTokens). */
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
  const offset = replayed && at ? replayed.tokensBefore - at.engineThreshold : null;
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
            message: `at the threshold: call ${recorded?.atCall}: engine counted ${replayed?.tokensBefore} where the client's count reached its limit (the engine's is ${at?.engineThreshold}; off by ${offset})`,
          },
        ]
      : []),
    // The last total is not the client's count: preTokens is compared with none of it.
    ...below.disagreements
      .filter((d) => d.kind !== "pre-tokens")
      .map((d) => ({
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
