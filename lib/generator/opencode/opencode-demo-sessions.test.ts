import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../../transcript/build-model";
import { replaySession } from "../../compaction/replay/replay-session";
import { generateOpenCodeSession } from "./generate-opencode-session";
import { generateOpenCodeDemoSessions } from "./opencode-demo-sessions";

describe("the OpenCode demo session", () => {
  it("holds what its description promises", () => {
    const [demo] = generateOpenCodeDemoSessions();
    if (!demo) throw new Error("no OpenCode demo session");
    const builder = createModelBuilder();
    const encoder = new TextEncoder();
    for (const line of generateOpenCodeSession(demo.options).lines)
      builder.push(encoder.encode(line + "\n"));
    const model = builder.end();
    expect(demo.description).toContain(
      "compactions once a response's total reached the usable 168,000",
    );
    expect(model.harness).toBe("opencode");
    expect(model.compactions.length).toBeGreaterThan(1);
    expect(model.compactions.every((c) => (c.preTokens ?? 0) >= 168_000)).toBe(true);
    expect(model.invalidLineCount).toBe(1);
    expect(model.calls.every((call) => call.model === "claude-sonnet-4-5")).toBe(true);
    // Replayed under auto (the opencode profile, 200,000 less the 32,000 output cap), it
    // compacts where the session did.
    const replayed = replaySession(model).events.filter((e) => e.kind === "opencode-compact");
    expect(replayed.map((e) => e.atCall)).toEqual(model.compactions.map((c) => c.atCall));
  });
});
