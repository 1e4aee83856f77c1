import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { generateCodexRollout } from "../../generator/codex/generate-codex-rollout";
import { ingestFile } from "./ingest-file";

let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => ({ db, remove } = await createTempDatabase()));
afterAll(async () => remove());
beforeEach(async () => {
  await db.transcript.deleteMany();
});

async function* bytesOf(text: string): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(text);
}

describe("ingesting a Codex rollout", () => {
  it("stores it as Codex's with the contract's figures: harness, peak context, one compaction per compacted line", async () => {
    const { lines, facts } = generateCodexRollout({
      seed: 7,
      targetBytes: 900_000,
      contextWindow: 100_000,
      malformedLines: 1,
    });
    const text = [...lines].join("\n") + "\n";
    const outcome = await ingestFile(db, {
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
    expect(summary.versions).toEqual(["0.46.0"]);
    expect(summary.models).toEqual(["gpt-5-codex"]);
  });
});
