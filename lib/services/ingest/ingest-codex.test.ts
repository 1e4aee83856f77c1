import { describe, expect, it } from "vitest";
import { bytesOf, ingestDatabaseForTests } from "./testing/ingest-database";
import { generateCodexRollout } from "../../generator/codex/generate-codex-rollout";
import { generateTranscriptLines } from "../../generator/generate-transcript";
import { listTranscriptsQuerySchema } from "../../contracts/transcript-summary";
import { listTranscripts } from "../../db/transcript-queries";
import { ingestFile } from "./ingest-file";

const database = ingestDatabaseForTests();

describe("ingesting a Codex rollout", () => {
  it("stores it as Codex's with the contract's figures: harness, peak context, one compaction per compacted line", async () => {
    const { lines, facts } = generateCodexRollout({
      seed: 7,
      targetBytes: 900_000,
      contextWindow: 100_000,
      malformedLines: 1,
    });
    const text = [...lines].join("\n") + "\n";
    const outcome = await ingestFile(database(), {
      name: "rollout-2026-01-12T09-00-00-x.jsonl",
      body: bytesOf(text),
      maxBytes: 1e9,
    });
    if (!outcome.ok) throw new Error(outcome.error.message);
    const { summary } = outcome;
    expect(summary.harness).toBe("codex");
    expect(summary.apiCalls).toBe(facts().calls);
    expect(summary.maxContextTokens).toBe(facts().maxContextTokens);
    expect(summary.compactions.map((c) => c.preTokens)).toEqual(
      facts().compactions.map((c) => c.preTokens),
    );
    expect(summary.compactions.length).toBeGreaterThanOrEqual(2);
    expect(summary.invalidLines.map((invalid) => invalid.line)).toEqual(facts().malformedLines);
    expect(summary.versions).toEqual(["0.100.0"]);
    expect(summary.models).toEqual(["gpt-5.2-codex"]);
  });

  it("lists by harness: ?harness=codex shows only Codex rollouts, claude-code only the others", async () => {
    const codex = [...generateCodexRollout({ seed: 2, targetBytes: 60_000 }).lines].join("\n");
    const claude = [
      ...generateTranscriptLines({ seed: 2, style: "2.1", targetBytes: 60_000 }),
    ].join("\n");
    for (const [name, text] of [
      ["rollout.jsonl", codex],
      ["claude.jsonl", claude],
    ] as const) {
      const outcome = await ingestFile(database(), { name, body: bytesOf(text), maxBytes: 1e9 });
      expect(outcome.ok).toBe(true);
    }
    const names = async (harness?: string) =>
      (
        await listTranscripts(database(), listTranscriptsQuerySchema.parse({ harness }))
      ).transcripts.map((t) => [t.name, t.harness]);
    expect(await names("codex")).toEqual([["rollout.jsonl", "codex"]]);
    expect(await names("claude-code")).toEqual([["claude.jsonl", "claude-code"]]);
    expect((await names()).length).toBe(2);
  });
});
