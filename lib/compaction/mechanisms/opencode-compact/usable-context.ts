import { OPENCODE_RESERVED_CAP } from "./config";

export type OpenCodeLimits = {
  /** The model's context window (limit.context). */
  window: number;
  /** Its output limit, as OpenCode caps it. */
  maxOutput: number;
  /** limit.input; 0 when the model has none. */
  inputLimit: number;
  /** compaction.reserved; 0 when unset. */
  reserved: number;
};

/**
 * The count at which OpenCode compacts (`isOverflow`: count >= usable): under an input limit,
 * that limit less the reserve (`compaction.reserved`, else min(20,000, the output limit));
 * without one, the window less the output limit. Measured to the token on 1.18.33: 8,000
 * compacts and 7,999 does not on a 10,000 window with 2,000 output; 7,000 under a 9,000 input
 * limit; 8,500 under a 10,000 input limit with 1,500 reserved. Not clamped at 0, so the
 * threshold stays a line in the window (OpenCode clamps; a window below the output limit
 * never occurs).
 *
 * @example
 * opencodeUsableContext({ window: 200_000, maxOutput: 32_000, inputLimit: 0, reserved: 0 }) // 168_000
 */
export function opencodeUsableContext(limits: OpenCodeLimits): number {
  if (limits.inputLimit > 0) {
    const reserved = limits.reserved || Math.min(OPENCODE_RESERVED_CAP, limits.maxOutput);
    return limits.inputLimit - reserved;
  }
  return limits.window - limits.maxOutput;
}
