import { describe, expect, it } from "vitest";
import { generateCodexDemoSessions } from "./codex-demo-sessions";
import { generateCodexRollout } from "./generate-codex-rollout";

describe("generateCodexDemoSessions", () => {
  it("keeps what the Codex demo promises: two compactions, one malformed line", () => {
    const [demo] = generateCodexDemoSessions();
    if (!demo) throw new Error("no Codex demo");
    const { lines, facts } = generateCodexRollout(demo.options);
    for (const line of lines) void line;
    expect(facts().compactions).toHaveLength(2);
    expect(facts().malformedLines).toHaveLength(1);
    expect(facts().compactions.every((c) => c.preTokens >= 244_800)).toBe(true);
    expect(demo.options.autoCompactAt).toBe(244_800);
  });
});
