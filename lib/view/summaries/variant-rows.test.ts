import { describe, expect, it } from "vitest";
import type { SummaryVariant } from "@/lib/contracts/summary-variant";
import { makeVariant } from "./testing/make-variant";
import { toColumnLabels, toVariantRows, type VariantRow } from "./variant-rows";

const names = new Map([["claude-code-default", "Claude Code default"]]);

describe("toVariantRows", () => {
  it.each<[string, Partial<SummaryVariant>, Partial<VariantRow>]>([
    [
      "an offline variant names its template version",
      {},
      {
        label: "Offline",
        template: "Claude Code default v1",
        tokens: "1,000 in · 200 out",
        latency: "1.2 s",
      },
    ],
    [
      "an Anthropic variant shows its short model name and cost",
      { provider: "anthropic", model: "claude-sonnet-4-5-20250929", costUsd: 0.0315 },
      { label: "Anthropic · sonnet-4.5", cost: "$0.0315" },
    ],
    [
      "the recorded summary is marked and says its prompt was as recorded",
      { id: "recorded", provider: "recorded", templateId: null, templateVersion: null },
      { label: "Recorded", template: "as recorded", isRecorded: true },
    ],
    [
      "a baseline says which, and that it sends no prompt",
      {
        provider: "baseline",
        model: "baseline:last-user-messages:3",
        templateId: "claude-code-default",
      },
      { label: "Baseline · last 3 user messages", template: "no prompt" },
    ],
    ["a prompt without template says so", { templateId: null }, { template: "custom prompt" }],
    [
      "an unknown template shows its id",
      { templateId: "t9", templateVersion: 3 },
      { template: "t9 v3" },
    ],
    [
      "unknown figures are dashes, not zeros",
      { inputTokens: null, outputTokens: null, latencyMs: null, costUsd: null },
      { tokens: "— in · — out", latency: "—", cost: "—" },
    ],
    ["sub-second latency in ms", { latencyMs: 42.4 }, { latency: "42 ms" }],
    [
      "the aftermath score as its metric shows it",
      { metrics: { "aftermath-carried": { value: 0.5, display: "2 of 4 (50%)" } } },
      { aftermath: "2 of 4 (50%)" },
    ],
    ["not scored: a dash", { metrics: null }, { aftermath: "—" }],
    [
      "a streaming one is running and not yet comparable",
      { status: "streaming", text: "Summ" },
      { statusText: "writing…", isRunning: true, isComparable: false },
    ],
    ["a queued one is running", { status: "queued", text: "" }, { isRunning: true }],
    [
      "a failed one is not comparable",
      { status: "failed", text: "" },
      { isComparable: false, isRunning: false },
    ],
    [
      "a done one with text is comparable",
      {},
      { isComparable: true, isRunning: false, failureText: null },
    ],
    [
      "a failed one says why in words",
      { status: "failed", text: "", failure: { code: "overloaded", message: "" } },
      { failureText: "Anthropic is overloaded (529): try again in a moment." },
    ],
    [
      "an interrupted one says it was never finished",
      { status: "interrupted", text: "" },
      { failureText: expect.stringMatching(/never finished/) },
    ],
  ])("%s", (_rule, variant, expected) => {
    const [row] = toVariantRows([makeVariant(variant)], names);
    expect(row).toMatchObject(expected);
  });

  it("keeps the API's order", () => {
    const rows = toVariantRows(
      [makeVariant({ id: "recorded", provider: "recorded" }), makeVariant({ id: "b" })],
      names,
    );
    expect(rows.map((r) => r.id)).toEqual(["recorded", "b"]);
  });
});

describe("toColumnLabels", () => {
  it.each<[string, string[], string[]]>([
    ["distinct labels stay as they are", ["Recorded", "Offline"], ["Recorded", "Offline"]],
    [
      "shared labels are numbered in order",
      ["Recorded", "Offline", "Offline"],
      ["Recorded", "Offline 1", "Offline 2"],
    ],
  ])("%s", (_rule, labels, expected) => {
    expect(toColumnLabels(labels.map((label) => ({ label })))).toEqual(expected);
  });
});
