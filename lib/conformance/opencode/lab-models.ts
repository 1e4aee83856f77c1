import { OPENCODE_OUTPUT_TOKEN_MAX } from "../../compaction/mechanisms/opencode-compact/config";
import { opencodeUsableContext } from "../../compaction/mechanisms/opencode-compact/usable-context";

/** A model's limits as OpenCode's config (and models.dev) states them: `limit.context/input/output`. */
export type LabModelLimits = { context: number; input?: number; output: number };

/**
 * The models the lab configures on the fake provider, with the limits models.dev gives them:
 * claude-sonnet-4-5 has no input limit and an output limit above OUTPUT_TOKEN_MAX (so the cap is
 * measured), gpt-5 an input limit and an output limit above the reserve cap (so the 20,000
 * reserve is measured), "lab-small" the small model the lab's first runs used.
 */
export const LAB_MODELS: Readonly<Record<string, LabModelLimits>> = {
  "claude-sonnet-4-5": { context: 200_000, output: 64_000 },
  "gpt-5": { context: 400_000, input: 272_000, output: 128_000 },
  "lab-small": { context: 10_000, output: 2_000 },
};

export const DEFAULT_LAB_MODEL = "claude-sonnet-4-5";

/** The replay's constants for a lab model: what the client was told about it. */
export function engineOverridesFor(limits: LabModelLimits) {
  return {
    contextWindow: limits.context,
    opencodeMaxOutputTokens: Math.min(limits.output, OPENCODE_OUTPUT_TOKEN_MAX),
    opencodeInputLimit: limits.input ?? 0,
  };
}

/**
 * The engine's threshold for a lab model: its usable context.
 *
 * @example expectedThreshold(LAB_MODELS["claude-sonnet-4-5"]!) // 168_000
 */
export function expectedThreshold(limits: LabModelLimits): number {
  const overrides = engineOverridesFor(limits);
  return opencodeUsableContext({
    window: overrides.contextWindow,
    maxOutput: overrides.opencodeMaxOutputTokens,
    inputLimit: overrides.opencodeInputLimit,
    reserved: 0,
  });
}
