import path from "node:path";
import { describe, expect, it } from "vitest";
import { measureCodex } from "./measure-codex";

// A stand-in client (testing/scripted-codex.mjs): compacts before a turn once the last
// response reported a total of 200,000, and reports a window of 210,000.
const scripted = {
  version: "0.0.0-scripted",
  command: process.execPath,
  args: [path.join(import.meta.dirname, "testing", "scripted-codex.mjs")],
};

describe("measureCodex", () => {
  it("finds the threshold to the token, where it is checked, and what the compaction sent and wrote", async () => {
    const row = await measureCodex(scripted, "scripted-model", {
      now: () => new Date("2026-11-27T00:00:00.000Z"),
    });
    expect(row.failures).toEqual([]);
    expect(row).toMatchObject({
      harness: "codex",
      version: "0.0.0-scripted",
      setting: "scripted-model",
      model: "scripted-model",
      threshold: 200_000,
      preTokens: 200_000,
      countingRule: "last response's total_tokens (input + output, cached inside input)",
      measuredAt: "2026-11-27T00:00:00.000Z",
    });
    expect(row.codex).toMatchObject({
      window: 210_000,
      sentModel: "scripted-model",
      checkedAt: "next-turn",
      countsOutput: true,
      request: {
        endpoint: "/v1/responses",
        items: "iuap",
        promptFirstLine: "Write a handoff summary.",
        promptChars: 24,
        pendingMessageIncluded: false,
      },
      rebuiltItems: "iusu",
      rollout: {
        compactedKeys: ["message", "replacement_history"],
        summaryReadable: true,
        summaryAsAssistantItem: false,
        zeroUsageAfter: false,
      },
    });
    // The engine's check runs once the parser reads Codex rollouts and `auto` has a Codex
    // profile; until then the row says why it was not checked, never that it agrees.
    expect(row.engine !== null || row.codex?.engineNotChecked).toBeTruthy();
  }, 120_000);

  it("under the OpenAI provider, says so in the setting and records a remote compaction", async () => {
    const row = await measureCodex(scripted, "scripted-model", {
      provider: "openai",
      now: () => new Date("2026-11-27T00:00:00.000Z"),
    });
    expect(row.failures).toEqual([]);
    expect(row).toMatchObject({ setting: "scripted-model+provider=openai", threshold: 200_000 });
    expect(row.codex).toMatchObject({
      provider: "openai",
      compaction: "remote",
      checkedAt: "next-turn",
      request: { endpoint: "/v1/responses/compact", items: "iua", promptChars: 2 },
      rebuiltItems: "iucu",
      rollout: {
        compactedKeys: ["message", "replacement_history"],
        summaryReadable: false,
        summaryAsAssistantItem: false,
      },
    });
  }, 120_000);
});
