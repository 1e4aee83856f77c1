import { resolveProfile } from "../../compaction/config/resolve-profile";
import { checkEngine, modelFromText } from "../check-engine";
import type { Disagreement, MatrixRow } from "../matrix-schema";

export type GeminiEngineCheck =
  { ok: true; engine: NonNullable<MatrixRow["engine"]> } | { ok: false; reason: string };

/** The engine's event for Gemini CLI's compression (its gemini-compress mechanism). */
const GEMINI_KINDS: readonly string[] = ["gemini-compress"];

/**
 * The engine against a Gemini CLI version: the session at the threshold (it compressed) and the
 * one a token below (it did not) go through the ingest parser and are replayed under `auto`
 * (`checkEngine`): the engine must compress at the recorded call with the recorded count, and
 * nowhere else. It runs only when the parser reads the file as Gemini CLI's and `auto` picks a
 * Gemini profile; otherwise it says why.
 */
export function checkGeminiEngine(atThreshold: string, belowThreshold: string): GeminiEngineCheck {
  const model = modelFromText(atThreshold);
  if (model.harness !== "gemini-cli")
    return { ok: false, reason: `the parser took the session file for ${model.harness}` };
  const profile = resolveProfile(model, "auto").id;
  if (!profile.startsWith("gemini"))
    return { ok: false, reason: `engine has no Gemini CLI profile (auto picked ${profile})` };
  const at = checkEngine(atThreshold, {}, GEMINI_KINDS);
  const below = checkEngine(belowThreshold, {}, GEMINI_KINDS);
  const recorded = at.recordedAuto[0];
  const replayed = at.replayedAuto.find((e) => e.atCall === recorded?.atCall);
  const disagreements: Disagreement[] = [
    ...(recorded
      ? []
      : [
          {
            kind: "other" as const,
            message: "the parser found no compression in the session at the threshold",
          },
        ]),
    ...at.disagreements.map((d) => ({ ...d, message: `at the threshold: ${d.message}` })),
    ...below.disagreements.map((d) => ({ ...d, message: `one token below: ${d.message}` })),
  ];
  return {
    ok: true,
    engine: {
      profile: at.profile,
      threshold: at.engineThreshold,
      loneRoundThreshold: null,
      window: at.window,
      preTokensOffset:
        replayed && recorded?.preTokens != null ? replayed.tokensBefore - recorded.preTokens : null,
      disagreements,
      requestDifferences: [],
    },
  };
}
