import { describe, expect, it } from "vitest";
import { buildSummaryPrompt } from "../compaction/summary-request/default-summary-prompt";
import { compareWithEngine } from "./compare-request";
import { makeCompactedTranscript } from "./testing/make-compacted-transcript";

/** The request 2.1.63 sends (its shape as measured; the prompt in the project's own words). */
function client2163(overrides: Record<string, unknown> = {}) {
  const prompt = buildSummaryPrompt({ frame: "no-tools-trailer" });
  return {
    model: "claude-sonnet-4-5-20250929",
    max_tokens: 20_000,
    temperature: 1,
    system: [
      { type: "text", text: "An identity line." },
      {
        type: "text",
        text: "You are a helpful AI assistant tasked with summarizing conversations.",
      },
    ],
    tools: [{ name: "Read", description: "d", input_schema: { type: "object" } }],
    messages: [
      { role: "user", content: "Lab probe: first turn." },
      { role: "assistant", content: [{ type: "text", text: "ok" }] },
      {
        role: "user",
        content: [
          { type: "text", text: "Lab probe: second turn." },
          { type: "text", text: prompt },
        ],
      },
    ],
    ...overrides,
  };
}

const open = (diffs: ReturnType<typeof compareWithEngine>) =>
  diffs.filter((d) => d.deliberate === undefined).map((d) => d.field);

describe("compareWithEngine", () => {
  it("finds only deliberate differences when the client sends its version's shape", () => {
    const diffs = compareWithEngine(makeCompactedTranscript("2.1.63"), client2163());
    expect(open(diffs)).toEqual([]);
    expect(diffs.map((d) => d.field)).toEqual(["system: blocks"]);
  });

  it.each([
    ["max_tokens", { max_tokens: 32_000 }],
    ["temperature", { temperature: undefined }],
    ["tools", { tools: [] }],
    ["thinking", { thinking: { type: "enabled", budget_tokens: 19_999 } }],
    ["roles", { messages: client2163().messages.slice(0, 2) }],
  ])("reports %s as a finding when it differs", (field, overrides) => {
    expect(
      open(compareWithEngine(makeCompactedTranscript("2.1.63"), client2163(overrides))),
    ).toContain(field);
  });

  it("compares the prompt by sections and frame, not by length", () => {
    const seed000 = buildSummaryPrompt({ frame: "none", repeatsSectionSix: true });
    const messages = client2163().messages;
    const last = {
      role: "user",
      content: [
        { type: "text", text: "Lab probe: second turn." },
        { type: "text", text: seed000 },
      ],
    };
    const diffs = compareWithEngine(
      makeCompactedTranscript("2.1.63"),
      client2163({ messages: [...messages.slice(0, 2), last] }),
    );
    expect(open(diffs)).toEqual(["prompt: sections", "prompt: no-tools frame"]);
  });

  it("leaves the messages the boundary preserved out of the engine's request up to 2.1.325", () => {
    const transcript = makeCompactedTranscript("2.1.153", { preserved: ["a1", "u2"] });
    const diffs = compareWithEngine(transcript, client2163());
    const roles = diffs.find((d) => d.field === "roles");
    expect(roles).toEqual({ field: "roles", client: "uau", engine: "u" });
  });

  // 2.1.330, claude-opus-4-6: 64,000 and adaptive thinking unset, 10,000 under the variable.
  it.each([
    [{}, 64_000, { type: "adaptive", display: "updates" }, []],
    [
      { CLAUDE_CODE_MAX_OUTPUT_TOKENS: "10000" },
      10_000,
      { type: "adaptive", display: "updates" },
      [],
    ],
    [{}, 32_000, { type: "adaptive", display: "updates" }, ["max_tokens"]],
    [{}, 64_000, { type: "enabled", budget_tokens: 63_999, display: "updates" }, ["thinking"]],
  ])(
    "opus-4-6 under %j: max_tokens %i and thinking %j leave open %j",
    (env, maxTokens, thinking, expected) => {
      const transcript = makeCompactedTranscript("2.1.330", { model: "claude-opus-4-6" });
      const client = client2163({ model: "claude-opus-4-6", max_tokens: maxTokens, thinking });
      const diffs = compareWithEngine(transcript, client, env);
      expect(open(diffs).filter((f) => f === "max_tokens" || f === "thinking")).toEqual(expected);
    },
  );

  it("says so when the transcript has no recorded compaction", () => {
    const text = makeCompactedTranscript("2.1.63").split("\n").slice(0, 2).join("\n");
    expect(compareWithEngine(text, client2163())[0]?.field).toBe("range");
  });
});
