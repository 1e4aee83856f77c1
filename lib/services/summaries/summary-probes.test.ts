import { describe, expect, it } from "vitest";
import type { SummaryRequest } from "../../compaction/summary-request/summary-request-types";
import type { SummarizeOutcome, Summarizer } from "../../llm/summarizer";
import { makeConversation } from "../../summaries/testing/make-conversation";
import { judgeVerdict } from "../../summaries/probes/testing/judge-verdict";
import { runSummaryProbes } from "./summary-probes";

/** A Summarizer answering from a script, in order, recording each request. */
function scriptedSummarizer(answers: (string | SummarizeOutcome)[]) {
  const requests: SummaryRequest[] = [];
  const summarizer: Summarizer = {
    provider: "offline",
    async summarize({ request }) {
      requests.push(request);
      const next = answers.shift() ?? "";
      if (typeof next !== "string") return next;
      const value = {
        text: next,
        model: request.model,
        inputTokens: 1,
        outputTokens: 1,
        stopReason: "end_turn",
        latencyMs: 1,
        costUsd: null,
      };
      return { ok: true, value };
    },
  };
  return { summarizer, requests };
}

const messages = makeConversation([
  { user: "Please add rate limiting to the login route" },
  { user: "now add a test for the 429 answer" },
]);
const input = {
  summary: "Summary:\n1. Primary Request and Intent: rate limiting",
  messages,
  answerModel: "m-answer",
  judgeModel: "m-judge",
};

describe("runSummaryProbes", () => {
  it("answers each probe from the summary alone, has the judge score it, and averages the scores", async () => {
    const answerer = scriptedSummarizer(["rate limiting on login", "a test for 429"]);
    const judge = scriptedSummarizer([judgeVerdict(5, "exact"), judgeVerdict(2, "vague")]);
    const outcome = await runSummaryProbes({
      ...input,
      answerer: answerer.summarizer,
      judge: judge.summarizer,
    });
    expect(outcome.results.map((r) => (r.ok ? r.verdict.score : null))).toEqual([5, 2]);
    expect(outcome.score).toBe(3.5);
    expect(
      answerer.requests.every(
        (r) => r.model === "m-answer" && JSON.stringify(r.messages).includes("rate limiting"),
      ),
    ).toBe(true);
    expect(judge.requests.map((r) => r.model)).toEqual(["m-judge", "m-judge"]);
    expect(JSON.stringify(judge.requests[1]?.messages)).toContain(
      "now add a test for the 429 answer",
    );
  });

  it.each<[string, (string | SummarizeOutcome)[], string]>([
    [
      "a failed answer call",
      [
        { ok: false, failure: { code: "rate_limited", message: "slow down" } },
        "a",
        judgeVerdict(5),
      ],
      "rate_limited",
    ],
    [
      "a verdict that does not parse",
      ["a", "no json here", "b", judgeVerdict(5)],
      "invalid_verdict",
    ],
  ])("keeps %s as that probe's failure and runs the others", async (_case, script, code) => {
    const { summarizer } = scriptedSummarizer(script);
    const outcome = await runSummaryProbes({ ...input, answerer: summarizer });
    const [first, second] = outcome.results;
    expect(first?.ok ? null : first?.failure.code).toBe(code);
    expect(second?.ok).toBe(true);
    expect(outcome.score).toBe(5);
  });

  it("scores nothing for a range with nothing to ask", async () => {
    const { summarizer, requests } = scriptedSummarizer([]);
    const outcome = await runSummaryProbes({ ...input, messages: [], answerer: summarizer });
    expect(outcome).toEqual({ results: [], score: null });
    expect(requests).toHaveLength(0);
  });
});
