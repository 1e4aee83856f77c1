import { describe, expect, it } from "vitest";
import type { SummaryRequest } from "../../compaction/summary-request/summary-request-types";
import {
  baselineModelId,
  baselineModelSchema,
  describeBaseline,
} from "../../contracts/summary-baseline";
import { createBaselineSummarizer } from "./baseline-summarizer";

const request = (model: string): SummaryRequest => ({
  model,
  system: "s",
  messages: [
    { role: "user", content: "keep the API" },
    { role: "assistant", content: "ok" },
    { role: "user", content: [{ type: "text", text: "THE SUMMARY PROMPT" }] },
  ],
  max_tokens: 20_000,
});

describe("baseline model ids", () => {
  it.each([
    ["baseline:mask-tool-outputs", { kind: "mask-tool-outputs" }, "old tool outputs masked"],
    ["baseline:last-user-messages:5", { kind: "last-user-messages", n: 5 }, "last 5 user messages"],
    [
      "baseline:policy-no-summary",
      { kind: "policy-no-summary" },
      "Claude Code's policy, no summary",
    ],
  ])("%s round-trips", (id, baseline, words) => {
    expect(baselineModelSchema.parse(id)).toEqual(baseline);
    expect(baselineModelId(baselineModelSchema.parse(id))).toBe(id);
    expect(describeBaseline(baselineModelSchema.parse(id))).toBe(words);
  });

  it.each([
    "baseline:last-user-messages:0",
    "baseline:last-user-messages:51",
    "baseline:other",
    "claude-sonnet-4-6",
  ])("refuses %s", (id) => {
    expect(baselineModelSchema.safeParse(id).success).toBe(false);
  });
});

describe("createBaselineSummarizer", () => {
  it("writes the baseline the model names, without the summary prompt, at no cost", async () => {
    const deltas: string[] = [];
    const outcome = await createBaselineSummarizer().summarize({
      request: request("baseline:last-user-messages:3"),
      onText: (delta) => deltas.push(delta),
    });
    expect(outcome).toMatchObject({
      ok: true,
      value: { text: "User: keep the API", model: "baseline:last-user-messages:3", costUsd: 0 },
    });
    expect(deltas).toEqual(["User: keep the API"]);
  });

  it("reads the files the policy restores", async () => {
    const outcome = await createBaselineSummarizer().summarize({
      request: request("baseline:policy-no-summary"),
      restoredFiles: ["/p/a.ts"],
    });
    expect(outcome.ok && outcome.value.text).toBe("Restored /p/a.ts");
  });

  it("answers a model that names no baseline as an invalid request", async () => {
    const outcome = await createBaselineSummarizer().summarize({
      request: request("claude-sonnet-4-6"),
    });
    expect(outcome).toMatchObject({ ok: false, failure: { code: "invalid_request" } });
  });
});
