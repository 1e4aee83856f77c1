import { sessionModel } from "../compaction/config/model-windows";
import { checkEngine, modelFromText } from "./check-engine";
import type { Disagreement } from "./matrix-schema";
import { probeOnce, type ThresholdInput } from "./scenario-threshold";

/**
 * Scenario 5, model windows: the window a version gives each model name by default (no
 * `[1m]` suffix, no window variable), in three classes: 200K (compacts after a reported
 * 199,000), 1M (quiet at 199,000 and 500,000, compacts after 990,000) or auto (never compacts
 * proactively: from 2.1.153 a model the version does not know). Transcripts carry the bare
 * model name, so the engine has to know this per version (FORMAT §10 "Models"); it is checked
 * on every probe's transcript, so a wrong class shows as an extra or missed compaction.
 * Each probe has a warm-up round first: the versions that keep the last round out of the
 * summary compact nothing after one round.
 */

/** Claude model names of 2025-2026 as transcripts and `--model` carry them. */
export const PROBED_MODELS = [
  "claude-sonnet-4-5-20250929",
  "claude-opus-4-1-20250805",
  "claude-opus-4-5-20251101",
  "claude-haiku-4-5-20251001",
  "claude-opus-4-6",
  "claude-sonnet-4-6",
  "claude-opus-4-7",
  "claude-opus-4-8",
  "claude-opus-5",
  "claude-opus-5-5",
  "claude-sonnet-5",
  "claude-sonnet-5-5",
  "claude-haiku-5-5",
  "claude-fable-5",
  "claude-fable-5-2",
] as const;

export type WindowClass = "200k" | "1m" | "auto";

/** The reported contexts probed in order, and the class the first one that compacts means. */
const LADDER: readonly { context: number; means: WindowClass }[] = [
  { context: 199_000, means: "200k" },
  { context: 500_000, means: "1m" }, // a 1M window quiet here: not "observed" from a 200K one
  { context: 990_000, means: "1m" },
];

export type ModelWindowFinding = {
  model: string;
  /** null when a probe failed or the client ran another model. */
  window: WindowClass | null;
  /**
   * The model the client's main loop actually called when it is not the one asked for (2.1.112
   * runs claude-opus-4-1-20250805 as claude-opus-4-7): transcripts carry that name, so the
   * asked one has no window of its own to measure.
   */
  sentAs: string | null;
  /** The probe that compacted, with its preTokens. */
  compactedAt: number | null;
  preTokens: number | null;
  failure: string | null;
  disagreements: Disagreement[];
};

export async function probeModelWindow(
  input: Omit<ThresholdInput, "model" | "window">,
  model: string,
): Promise<ModelWindowFinding> {
  const disagreements: Disagreement[] = [];
  for (const step of LADDER) {
    const probe = await probeOnce({ ...input, model, window: 1_000_000 }, step.context, true);
    const none = { model, window: null, sentAs: null, compactedAt: null, preTokens: null };
    if (probe.failure) return { ...none, failure: probe.failure, disagreements };
    const text = probe.transcripts.map((t) => t.text).join("");
    const sent = text ? sessionModel(modelFromText(text)) : null;
    if (sent !== null && sent !== model)
      return { ...none, sentAs: sent, failure: null, disagreements: [] };
    if (text)
      for (const d of checkEngine(text, input.env).disagreements)
        disagreements.push({
          kind: "window",
          message: `${model} at ${step.context}: ${d.message}`,
        });
    if (probe.compacted)
      return {
        model,
        window: step.means,
        sentAs: null,
        compactedAt: step.context,
        preTokens: probe.preTokens,
        failure: null,
        disagreements,
      };
  }
  return {
    model,
    window: "auto",
    sentAs: null,
    compactedAt: null,
    preTokens: null,
    failure: null,
    disagreements,
  };
}

/** Every probed model under one version, one after the other (the fake serves one session). */
export async function runModelWindows(
  input: Omit<ThresholdInput, "model" | "window">,
  models: readonly string[] = PROBED_MODELS,
): Promise<ModelWindowFinding[]> {
  const findings: ModelWindowFinding[] = [];
  for (const model of models) {
    const finding = await probeModelWindow(input, model);
    const what = finding.failure
      ? `failed: ${finding.failure}`
      : (finding.window ?? `run as ${finding.sentAs}`);
    input.log?.(`  ${model}: ${what}`);
    findings.push(finding);
  }
  return findings;
}
