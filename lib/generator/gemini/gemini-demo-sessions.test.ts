import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../../transcript/build-model";
import { generateGeminiSession } from "./generate-gemini-session";
import { generateGeminiDemoSessions } from "./gemini-demo-sessions";

describe("the Gemini CLI demo session", () => {
  it("holds what its description promises", () => {
    const [demo] = generateGeminiDemoSessions();
    if (!demo) throw new Error("no Gemini CLI demo session");
    const builder = createModelBuilder();
    const encoder = new TextEncoder();
    for (const line of generateGeminiSession(demo.options).lines)
      builder.push(encoder.encode(line + "\n"));
    const model = builder.end();
    expect(demo.description).toContain("one compression once the prompt tokens passed 524,288");
    expect(model.compactions).toHaveLength(1);
    expect(model.compactions.every((c) => (c.preTokens ?? 0) >= 524_288)).toBe(true);
    expect(model.invalidLineCount).toBe(1);
    expect(model.calls.every((call) => call.model === "gemini-3.1-pro-preview")).toBe(true);
  });
});
