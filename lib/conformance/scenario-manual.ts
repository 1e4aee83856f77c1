import { FAKE_ERRORS } from "../llm/testing/fake-answer";
import { checkManualCompaction, checkReactiveCompaction } from "./check-engine";
import { lastUserText } from "./classify-request";
import type { Disagreement } from "./matrix-schema";
import { runTwoTurns, type SessionInput } from "./run-two-turns";

/**
 * Scenario 3: a manual `/compact` with custom instructions after a reported 50,000, and a
 * prompt-too-long answer (400 "prompt is too long: N tokens > M maximum") to a main call after
 * a reported 50,000: whether the version summarises reactively and retries, and what it
 * records. The engine is checked on both (check-engine.ts): a recorded manual compaction is
 * replayed at its call; the version's profile compacts reactively exactly when the client did.
 *
 * Both start with a warm-up round: from 2.1.153 a version keeps the last round out of the
 * summary, so after a lone round it has nothing to summarise and sends no summarization
 * request, manual or reactive (2.1.153 and 2.1.268 answered /compact without one and the 400
 * with an error; conformance lab, 2026-11-26). Older versions summarise both rounds.
 */

const MANUAL_INSTRUCTIONS = "Keep the conformance lab's probe numbers.";
const REPORTED = 50_000;

export type ManualFinding = {
  compacted: boolean;
  trigger: string | null;
  preTokens: number | null;
  /** preTokens minus the reported usage before /compact. */
  preTokensMinusUsage: number | null;
  instructionsInPrompt: boolean;
  /** Kind `manual` (checkManualCompaction). */
  engineDisagreements: Disagreement[];
  failure: string | null;
};

export type PromptTooLongFinding = {
  /** A summarization request followed the 400. */
  reactiveCompaction: boolean;
  /** The main call was sent again after it. */
  retried: boolean;
  trigger: string | null;
  preTokens: number | null;
  resultIsError: boolean | null;
  /** Kind `reactive` (checkReactiveCompaction). */
  engineDisagreements: Disagreement[];
  failure: string | null;
};

const boundaryOf = (text: string) => {
  const line = text.split("\n").find((l) => l.includes('"compact_boundary"'));
  if (!line) return null;
  const record = JSON.parse(line) as { compactMetadata?: { trigger?: string; preTokens?: number } };
  return {
    trigger: record.compactMetadata?.trigger ?? null,
    preTokens: record.compactMetadata?.preTokens ?? null,
  };
};

export async function runManualCompact(input: SessionInput): Promise<ManualFinding> {
  const { second, secondRequests, text } = await runTwoTurns(input, {
    warmUp: true,
    firstContext: REPORTED,
    first: "Conformance manual compaction: first turn.",
    second: `/compact ${MANUAL_INSTRUCTIONS}`,
  });
  const summary = secondRequests.find((c) => c.kind === "summary");
  const boundary = boundaryOf(text);
  const engineDisagreements = boundary ? checkManualCompaction(text, input.env) : [];
  return {
    compacted: summary !== undefined,
    trigger: boundary?.trigger ?? null,
    preTokens: boundary?.preTokens ?? null,
    preTokensMinusUsage: boundary?.preTokens == null ? null : boundary.preTokens - REPORTED,
    instructionsInPrompt: summary
      ? lastUserText(summary.request.body).includes(MANUAL_INSTRUCTIONS)
      : false,
    engineDisagreements,
    failure: second.ok ? null : second.reason,
  };
}

export async function runPromptTooLong(input: SessionInput): Promise<PromptTooLongFinding> {
  const { second, secondRequests, text } = await runTwoTurns(input, {
    warmUp: true,
    firstContext: REPORTED,
    first: "Conformance prompt too long: first turn.",
    second: "Conformance prompt too long: second turn.",
    beforeSecond: (api) => {
      api.queueMain({ context: 0, error: FAKE_ERRORS.promptTooLong(210_000, 200_000) });
      api.setMainAnswer({ context: 3_000 });
    },
  });
  const rest = secondRequests.slice(secondRequests.findIndex((c) => c.kind === "main") + 1);
  const boundary = boundaryOf(text);
  const isError = second.ok ? second.result.is_error : null;
  const reactiveCompaction = rest.some((c) => c.kind === "summary");
  return {
    reactiveCompaction,
    retried: rest.some((c) => c.kind === "main"),
    trigger: boundary?.trigger ?? null,
    preTokens: boundary?.preTokens ?? null,
    resultIsError: typeof isError === "boolean" ? isError : null,
    engineDisagreements: second.ok
      ? checkReactiveCompaction(text, reactiveCompaction, input.env)
      : [],
    failure: second.ok ? null : second.reason,
  };
}
