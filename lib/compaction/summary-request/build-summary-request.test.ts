import { describe, expect, it } from "vitest";
import { PROFILES } from "../config/profiles";
import { PTL_RETRY_MARKER } from "../mechanisms/ptl-retry/config";
import { deepFreeze } from "../testing/deep-freeze";
import { buildSummaryRequest, summaryMaxTokens } from "./build-summary-request";
import { NO_TOOLS_LINE, NO_TOOLS_PREAMBLE, SUMMARY_SYSTEM_PROMPT } from "./default-summary-prompt";
import { DEFERRED_TOOLS_MESSAGE } from "./request-profiles";
import { MAIN_LOOP_SYSTEM_STAND_IN } from "./request-shape";
import { summaryRequestSchema } from "./summary-request-schema";
import { makeRecord as r } from "./testing/make-records";

/** A conversation of `rounds` API rounds, each a 4,000-character tool result (1,000 tokens). */
function rounds(n: number) {
  const records: unknown[] = [r.user("start the work")];
  for (let i = 0; i < n; i++)
    records.push(
      r.assistant(`m${i}`, [r.toolUse(`t${i}`)]),
      r.user([r.toolResult(`t${i}`, "x".repeat(4_000))]),
    );
  return records;
}

const build = (records: unknown[], extra = {}) =>
  buildSummaryRequest({ records, model: "claude-sonnet-4-5", version: "2.1.63", ...extra });

describe("summaryMaxTokens: the summary output cap by profile", () => {
  it.each([
    ["cc-1.0-literal", 32_000],
    ["cc-2.0", 32_000],
    ["cc-2.1-early", 32_000],
    ["cc-2.1", 20_000],
  ] as const)("%s caps the summary at %i tokens", (profile, cap) => {
    expect(summaryMaxTokens(PROFILES[profile].values)).toBe(cap);
  });
});

describe("buildSummaryRequest", () => {
  it("sends seed 002's system prompt, the messages, then the prompt as the last user message", () => {
    const built = build([r.user("hi"), r.assistant("m1", [r.text("hello")])]);
    expect(summaryRequestSchema.parse(built.request)).toEqual(built.request);
    expect(built.request.system).toBe(SUMMARY_SYSTEM_PROMPT);
    expect(built.request.max_tokens).toBe(20_000);
    expect(built.request.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(built.request.messages.at(-1)?.content).toMatch(/^Your task is to create/);
    expect(built.messageCount).toBe(3);
  });

  const TASK = "Your task is to create a detailed summary";
  // Measured by the conformance lab (lib/conformance/versions-matrix.json, 2026-11-23).
  it.each([
    ["2.0.8", 20_000, 1, null, false, ["Read"], "summarizer", TASK, "6. Pending Tasks"],
    ["2.0.77", 20_000, null, null, false, ["Read"], "summarizer", TASK, "6. Pending Tasks"],
    ["2.1.19", 20_000, null, null, false, ["Read"], "summarizer", TASK, "6. Pending Tasks"],
    ["2.1.63", 20_000, 1, null, false, ["Read"], "summarizer", NO_TOOLS_LINE, "7. Pending Tasks"],
    ["2.1.112", 20_000, null, 19_999, true, 23, "main-loop", NO_TOOLS_PREAMBLE, "7. Pending"],
    ["2.1.153", 20_000, null, 19_999, true, 26, "main-loop", NO_TOOLS_PREAMBLE, "7. Pending"],
    ["2.1.330", 32_000, null, 31_999, true, 12, "main-loop", NO_TOOLS_PREAMBLE, "7. Pending"],
  ] as const)(
    "%s sends max_tokens %i, temperature %s, thinking budget %s, context management %s, tools %j, the %s system prompt",
    (version, maxTokens, temperature, budget, contextManagement, tools, system, frame, section) => {
      const { request } = build([r.user("hi"), r.assistant("m1", [r.text("hello")])], { version });
      expect(summaryRequestSchema.parse(request)).toEqual(request);
      expect(request.max_tokens).toBe(maxTokens);
      expect(request.temperature ?? null).toBe(temperature);
      const thinking = request.thinking;
      expect(thinking?.type === "enabled" ? thinking.budget_tokens : null).toBe(budget);
      expect(request.context_management !== undefined).toBe(contextManagement);
      const names = request.tools?.map((t) => t.name);
      if (typeof tools === "number") expect(names).toHaveLength(tools);
      else expect(names).toEqual(tools);
      expect(request.system).toBe(
        system === "summarizer" ? SUMMARY_SYSTEM_PROMPT : MAIN_LOOP_SYSTEM_STAND_IN,
      );
      const prompt = JSON.stringify(request.messages.at(-1)?.content);
      expect(prompt).toContain(JSON.stringify(frame).slice(1, 30));
      expect(prompt).toContain(section);
    },
  );

  // claude-opus-4-6 (conformance lab, 2026-11-26, 200k+window-env): its 64,000 output limit
  // and adaptive thinking, as each version's rule applies them.
  it.each([
    ["2.1.63", 20_000, null],
    ["2.1.85", 20_000, null],
    ["2.1.96", 64_000, { type: "adaptive" }],
    ["2.1.112", 20_000, { type: "adaptive" }],
    ["2.1.193", 64_000, { type: "adaptive" }],
    ["2.1.330", 64_000, { type: "adaptive", display: "updates" }],
  ] as const)(
    "%s on claude-opus-4-6 sends max_tokens %i, thinking %j",
    (version, max, thinking) => {
      const { request } = build([r.user("hi")], { version, model: "claude-opus-4-6" });
      expect(summaryRequestSchema.parse(request)).toEqual(request);
      expect([request.max_tokens, request.thinking ?? null]).toEqual([max, thinking]);
    },
  );

  // Conformance lab, 2026-11-26: CLAUDE_CODE_MAX_OUTPUT_TOKENS wins, up to the model's most.
  it.each([
    ["claude-opus-4-6", 10_000, 10_000],
    ["claude-haiku-4-5-20251001", 10_000, 10_000],
    ["claude-sonnet-4-5-20250929", 100_000, 64_000],
    ["claude-opus-4-6", 200_000, 128_000],
    ["claude-3-7-sonnet-20250219", 300_000, 64_000],
  ] as const)("2.1.330 on %s with the variable at %i sends %i", (model, variable, expected) => {
    const { request } = build([r.user("hi")], {
      version: "2.1.330",
      model,
      maxOutputTokens: variable,
    });
    expect(request.max_tokens).toBe(expected);
  });

  it.each([
    ["2.1.68", ["Read"], "uau"],
    ["2.1.69", ["ToolSearch"], "uuau"],
    ["2.1.70", ["Read"], "uau"],
  ])(
    "%s sends tools %j and roles %s (2.1.69 alone defers Read behind ToolSearch)",
    (version, tools, roles) => {
      const built = build([r.user("hi"), r.assistant("m1", [r.text("hello")]), r.user("next")], {
        version,
      });
      expect(built.request.tools?.map((t) => t.name)).toEqual(tools);
      expect(built.request.messages.map((m) => m.role[0]).join("")).toBe(roles);
      if (version === "2.1.69")
        expect(built.request.messages[0]?.content).toBe(DEFERRED_TOOLS_MESSAGE);
    },
  );

  it("sends no thinking where the model's main loop has none (claude-3-7-sonnet)", () => {
    const { request } = build([r.user("hi")], { version: "2.1.330", model: "claude-3-7-sonnet" });
    expect([request.max_tokens, request.thinking]).toEqual([32_000, undefined]);
  });

  it("follows the session's output limit where the version sends it (2.1.330) and not where it caps (2.1.63)", () => {
    const at = (version: string) =>
      build([r.user("hi")], { version, maxOutputTokens: 10_000 }).request.max_tokens;
    expect([at("2.1.63"), at("2.1.330")]).toEqual([20_000, 10_000]);
  });

  it.each([
    ["2.1.63", ["text", "text"]],
    ["2.1.330", "string"],
  ] as const)(
    "%s: the pending user message is merged before the prompt, or left out",
    (version, shape) => {
      const last = build([r.user("hi"), r.assistant("m1", [r.text("ok")]), r.user("next")], {
        version,
      }).request.messages.at(-1)?.content;
      expect(typeof last === "string" ? "string" : last?.map((b) => b.type)).toEqual(shape);
    },
  );

  it("reads a record written twice once (2.1.63 rewrites a print-mode session's turns)", () => {
    const hi = { ...(r.user("hi") as object), uuid: "u1" };
    const built = build([hi, hi, r.assistant("m1", [r.text("ok")])]);
    expect([built.messageCount, built.dropped.duplicate]).toEqual([3, 1]);
  });

  it("merges the prompt into a last user message (seed 002 filters it with the rest)", () => {
    const built = build([
      r.user("hi"),
      r.assistant("m1", [r.toolUse("t1")]),
      r.user([r.toolResult("t1")]),
    ]);
    const last = built.request.messages.at(-1);
    expect(built.messageCount).toBe(3);
    expect(Array.isArray(last?.content) && last.content.map((b) => b.type)).toEqual([
      "tool_result",
      "text",
    ]);
  });

  it.each([
    [
      "custom instructions",
      { customInstructions: "Focus on the API" },
      "Additional Instructions:\nFocus on the API",
    ],
    [
      "a template's prompt body",
      { prompt: "Summarise in three lines." },
      "Summarise in three lines.",
    ],
    ["the up_to variant", { partial: "up_to" }, "8. Work Completed"],
    ["the from variant", { partial: "from" }, "Earlier retained messages are NOT re-summarized"],
  ])("carries %s in the prompt", (_case, options, expected) => {
    const prompt = JSON.stringify(build([r.user("hi")], options).request.messages.at(-1));
    expect(prompt).toContain(JSON.stringify(expected).slice(1, -1));
  });

  it("estimates length/4 of the system prompt and every message (seed 002 gG)", () => {
    const built = build(rounds(3));
    expect(built.estimatedInputTokens).toBeGreaterThan(3_000);
    expect(built.estimatedInputTokens).toBeLessThan(3_000 + 2_000);
  });

  it.each([
    ["fits: no retry", 200_000, "fits", 0, 21],
    ["one retry drops the oldest rounds covering the gap", 10_000, "truncated", 1, 17],
    ["nothing left when every group would go", 500, "nothing-left", 0, 21],
  ] as const)("prompt too long: %s", (_case, window, outcome, retries, messages) => {
    const built = build(rounds(10), { window });
    expect([built.ptl.outcome, built.ptlRetries, built.messageCount]).toEqual([
      outcome,
      retries,
      messages,
    ]);
    if (outcome === "truncated") expect(built.estimatedInputTokens).toBeLessThanOrEqual(window);
  });

  it("prepends seed 003's marker when the truncated messages would start with an assistant", () => {
    const built = build(rounds(10), { window: 10_000 });
    expect(built.request.messages[0]).toEqual({ role: "user", content: PTL_RETRY_MARKER });
    expect(built.request.messages[1]?.role).toBe("assistant");
  });

  it("does not mutate its input and is deterministic", () => {
    const records = deepFreeze(rounds(4));
    expect(build(records, { window: 3_000 })).toEqual(build(records, { window: 3_000 }));
  });
});
