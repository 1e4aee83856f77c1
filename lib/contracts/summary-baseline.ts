import { z } from "zod";

/** "Keep the last N user messages" keeps this many unless told. */
export const DEFAULT_KEPT_USER_MESSAGES = 5;
/** The most user messages a baseline may keep: more is the range itself, not a baseline. */
export const MAX_KEPT_USER_MESSAGES = 50;

/** The baselines, each a text that needs no model. */
export type Baseline =
  | { kind: "mask-tool-outputs" }
  | { kind: "last-user-messages"; n: number }
  | { kind: "policy-no-summary" };

/** The baseline the form offers first. */
export const DEFAULT_BASELINE: Baseline = { kind: "mask-tool-outputs" };

export const BASELINE_KINDS = [
  "mask-tool-outputs",
  "last-user-messages",
  "policy-no-summary",
] as const satisfies readonly Baseline["kind"][];

const PREFIX = "baseline:";

/**
 * A baseline variant's model id, the one string the API, the database and the request carry
 * for it: `baseline:mask-tool-outputs`, `baseline:last-user-messages:5`,
 * `baseline:policy-no-summary`.
 */
export const baselineModelSchema = z
  .string()
  .regex(/^baseline:(mask-tool-outputs|last-user-messages:\d{1,2}|policy-no-summary)$/, {
    error:
      "a baseline is baseline:mask-tool-outputs, baseline:last-user-messages:<N> or baseline:policy-no-summary",
  })
  .transform((id, ctx): Baseline => {
    const [kind, n] = id.slice(PREFIX.length).split(":");
    if (kind === "last-user-messages") {
      const count = Number(n);
      if (count < 1 || count > MAX_KEPT_USER_MESSAGES) {
        ctx.addIssue({
          code: "custom",
          message: `a baseline keeps 1 to ${MAX_KEPT_USER_MESSAGES} user messages`,
        });
        return z.NEVER;
      }
      return { kind, n: count };
    }
    return { kind: kind === "mask-tool-outputs" ? "mask-tool-outputs" : "policy-no-summary" };
  });

/**
 * The model id of a baseline.
 *
 * @example
 * baselineModelId({ kind: "last-user-messages", n: 5 }) // "baseline:last-user-messages:5"
 */
export function baselineModelId(baseline: Baseline): string {
  return baseline.kind === "last-user-messages"
    ? `${PREFIX}${baseline.kind}:${baseline.n}`
    : `${PREFIX}${baseline.kind}`;
}

/**
 * A baseline in words, for tables and the form.
 *
 * @example
 * describeBaseline({ kind: "last-user-messages", n: 5 }) // "last 5 user messages"
 */
export function describeBaseline(baseline: Baseline): string {
  switch (baseline.kind) {
    case "mask-tool-outputs":
      return "old tool outputs masked";
    case "last-user-messages":
      return `last ${baseline.n} user message${baseline.n === 1 ? "" : "s"}`;
    case "policy-no-summary":
      return "Claude Code's policy, no summary";
  }
}
