import {
  BASELINE_KINDS,
  DEFAULT_KEPT_USER_MESSAGES,
  MAX_KEPT_USER_MESSAGES,
  type Baseline,
} from "@/lib/contracts/summary-baseline";

export type BaselineOption = { kind: Baseline["kind"]; label: string; definition: string };

const WORDS: Record<Baseline["kind"], Omit<BaselineOption, "kind">> = {
  "mask-tool-outputs": {
    label: "Mask old tool outputs",
    definition:
      "The summarised range itself, every message and tool call in order, with every tool result but the last 10 replaced by a placeholder.",
  },
  "last-user-messages": {
    label: "Keep the last N user messages",
    definition: "The last N messages the user typed in the range, verbatim, and nothing else.",
  },
  "policy-no-summary": {
    label: "Claude Code's policy, no summary",
    definition:
      "An empty summary: only what the compaction restores after it (the files it re-attaches), one line per file.",
  },
};

/** The baselines the new-summary form offers, in order, each with its definition. */
export const BASELINE_OPTIONS: readonly BaselineOption[] = BASELINE_KINDS.map((kind) => ({
  kind,
  ...WORDS[kind],
}));

/**
 * The baseline a form's fields make: the kind picked, and N (clamped to 1 to
 * MAX_KEPT_USER_MESSAGES, DEFAULT_KEPT_USER_MESSAGES when not a number) for the one that
 * keeps user messages.
 *
 * @example
 * toBaseline("last-user-messages", "80") // { kind: "last-user-messages", n: 50 }
 */
export function toBaseline(kind: Baseline["kind"], n: string): Baseline {
  if (kind !== "last-user-messages") return { kind };
  const parsed = Number.parseInt(n, 10);
  const count = Number.isNaN(parsed) ? DEFAULT_KEPT_USER_MESSAGES : parsed;
  return { kind, n: Math.min(MAX_KEPT_USER_MESSAGES, Math.max(1, count)) };
}
