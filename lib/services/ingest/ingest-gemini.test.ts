import { describe, expect, it } from "vitest";
import { bytesOf, ingestDatabaseForTests } from "./testing/ingest-database";
import { generateGeminiSession } from "../../generator/gemini/generate-gemini-session";
import { geminiSessionDocument } from "../../generator/gemini/gemini-document";
import { ingestFile } from "./ingest-file";

const database = ingestDatabaseForTests();

describe("ingesting a Gemini CLI session file", () => {
  it("stores it as Gemini CLI's (not refused, not read as Claude Code) with its calls and compressions", async () => {
    const { lines, facts } = generateGeminiSession({
      seed: 3,
      targetBytes: 900_000,
      compressAt: 50_000,
      malformedLines: 1,
    });
    const outcome = await ingestFile(database(), {
      name: "session-2026-11-20T09-00-1a2b3c4d.jsonl",
      body: bytesOf([...lines].join("\n") + "\n"),
      maxBytes: 1e9,
    });
    if (!outcome.ok) throw new Error(outcome.error.message);
    const { summary } = outcome;
    expect(summary.harness).toBe("gemini-cli");
    expect(summary.apiCalls).toBe(facts().calls);
    expect(summary.maxContextTokens).toBe(facts().maxContextTokens);
    expect(summary.compactions.map((c) => c.preTokens)).toEqual(
      facts().compactions.map((c) => c.preTokens),
    );
    expect(summary.invalidLines.map((invalid) => invalid.line)).toEqual(facts().malformedLines);
    expect(summary.models).toEqual(["gemini-3.1-pro-preview"]);
  });

  it("takes a session that holds only its metadata line (a run that never got an answer)", async () => {
    const metadata = { sessionId: "s", projectHash: "abc", startTime: "2026-11-20T09:00:00.000Z" };
    const outcome = await ingestFile(database(), {
      name: "session-empty.jsonl",
      body: bytesOf(JSON.stringify(metadata) + "\n"),
      maxBytes: 1e9,
    });
    expect(outcome.ok && outcome.summary.harness).toBe("gemini-cli");
  });

  it("stores an older client's one-document session (.json) as its JSONL lines", async () => {
    const generated = generateGeminiSession({ seed: 5, targetBytes: 300_000, compressAt: 1e12 });
    const jsonl = [...generated.lines];
    const outcome = await ingestFile(database(), {
      name: "session-2026-11-20T09-00-1a2b3c4d.json",
      body: bytesOf(geminiSessionDocument(jsonl)),
      maxBytes: 1e9,
    });
    if (!outcome.ok) throw new Error(outcome.error.message);
    const { summary } = outcome;
    expect(summary.harness).toBe("gemini-cli");
    expect(summary.apiCalls).toBe(generated.facts().calls);
    expect(summary.maxContextTokens).toBe(generated.facts().maxContextTokens);
    expect(summary.invalidLineCount).toBe(0);
    const stored = await database().transcript.findUniqueOrThrow({ where: { id: summary.id } });
    // The raw bytes kept are the JSONL form: one object per line, the metadata first.
    expect(stored.lines).toBe(summary.records);
    expect(await database().transcript.count()).toBe(1);
  });

  it.each([
    ["deeply nested", `[\n${"[".repeat(50_000)}${"]".repeat(50_000)}]`, /nested deeper/],
    ["with __proto__ keys", '{\n "__proto__": {"polluted": 1}, "sessionId": 1}', /not a session/],
  ])(
    "refuses a hostile document (%s) with a 422 and stores nothing",
    async (_name, text, reason) => {
      const outcome = await ingestFile(database(), {
        name: "session-x.json",
        body: bytesOf(text),
        maxBytes: 1e9,
      });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.error.code).toBe("not_jsonl");
      expect(outcome.error.message).toMatch(reason);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await database().transcript.count({ where: { status: { not: "pending" } } })).toBe(0);
    },
  );
});
