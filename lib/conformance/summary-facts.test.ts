import { describe, expect, it } from "vitest";
import { summaryRequestFacts } from "./summary-facts";

const PROMPT = (preamble: string) =>
  `${preamble}Your task is to create a detailed summary of the conversation so far.
1. Primary Request and Intent: the requests
2. Key Technical Concepts: the concepts
<example>
<summary>
1. Primary Request and Intent:
   [Detailed description]
</summary>
</example>`;

const body = (prompt: string) => ({
  model: "m",
  max_tokens: 20_000,
  system: [
    { type: "text", text: "You are a helpful AI assistant tasked with summarizing conversations." },
  ],
  messages: [{ role: "user", content: prompt }],
});

describe("summaryRequestFacts", () => {
  it.each([
    ["a prompt that starts with the task", "", "task"],
    [
      "a prompt after the no-tools preamble naming <summary>",
      "CRITICAL: Respond with TEXT ONLY. Do NOT call any tools. Answer with a <summary> block.\n",
      "no-tools-preamble",
    ],
    ["a prompt merged after the pending user message", "next turn\n", "merged-user-message"],
  ])("lists the sections before the example for %s", (_name, preamble, startsWith) => {
    expect(summaryRequestFacts(body(PROMPT(preamble)))).toMatchObject({
      promptStartsWith: startsWith,
      sections: ["1. Primary Request and Intent", "2. Key Technical Concepts"],
      hasSummarizerSystemPrompt: true,
      tools: [],
      maxTokens: 20_000,
    });
  });

  it("answers null for a body that is not a messages request", () => {
    expect(summaryRequestFacts({ nope: true })).toBeNull();
  });
});
