import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listTranscriptsQuerySchema } from "../contracts/transcript-summary";
import { PRICING_KEY } from "../pricing/pricing-key";
import { encodeModel } from "../transcript/model-codec";
import { buildModel, makeAssistant, text } from "../transcript/testing/make-records";
import { summarizeModel } from "../services/ingest/summarize-model";
import { backfillCosts } from "./backfill-costs";
import type { PrismaClient } from "./generated/client";
import { listTranscripts } from "./transcript-queries";
import { createTempDatabase } from "./testing/temp-database";

let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => ({ db, remove } = await createTempDatabase()));
afterAll(async () => remove());

/** A ready session named `${prefix}-${name}` with a stored cost (null: no priced call). */
async function makeSession(prefix: string, name: string, costUsd: number | null) {
  return db.transcript.create({
    data: { name: `${prefix}-${name}`, status: "ready", costUsd, pricingKey: PRICING_KEY },
  });
}

async function listNames(query: Record<string, string>): Promise<string[]> {
  const list = await listTranscripts(db, listTranscriptsQuerySchema.parse(query));
  return list.transcripts.map((t) => t.name.replace(/^[^-]+-/, ""));
}

describe("the sessions list by cost", () => {
  beforeAll(async () => {
    await makeSession("list", "cheap", 0.42);
    await makeSession("list", "unpriced", null);
    await makeSession("list", "dear", 120.5);
    await makeSession("list", "mid", 12.34);
  });

  it.each([
    ["desc", ["dear", "mid", "cheap", "unpriced"]],
    ["asc", ["cheap", "mid", "dear", "unpriced"]],
  ])("sorts %s, sessions without a cost last", async (order, names) => {
    expect(await listNames({ q: "list-", sort: "costUsd", order })).toEqual(names);
  });

  it.each([
    [{ minCost: "1" }, ["dear", "mid"]],
    [{ maxCost: "12.34" }, ["mid", "cheap"]],
    [{ minCost: "0.42", maxCost: "12.34" }, ["mid", "cheap"]],
    [{ minCost: "500" }, []],
    [{ minCost: "", maxCost: "" }, ["dear", "mid", "cheap", "unpriced"]],
  ])("filters %j (bounds inclusive, no cost matches no bound)", async (bounds, names) => {
    expect(await listNames({ q: "list-", sort: "costUsd", order: "desc", ...bounds })).toEqual(
      names,
    );
  });

  it("rejects a negative or non-numeric bound", () => {
    expect(listTranscriptsQuerySchema.safeParse({ minCost: "-1" }).success).toBe(false);
    expect(listTranscriptsQuerySchema.safeParse({ maxCost: "lots" }).success).toBe(false);
  });
});

/** One Opus 4.5 main-thread call ($25 of output) and a subagent call on a model without a price. */
function makeModel(subagentModel = "claude-unknown-7") {
  const model = buildModel([
    makeAssistant("m1", text("a"), { output_tokens: 1_000_000 }),
    makeAssistant("m2", text("b"), { output_tokens: 40_000 }, { isSidechain: true, agentId: "x" }),
  ]);
  (model.calls[1] as { model: string }).model = subagentModel;
  return model;
}

describe("the figures written at ingest", () => {
  it.each([
    ["a subagent call on a priced model is part of the cost", "claude-opus-4-5", 26, 0],
    ["a subagent call without a price is counted, not guessed", "claude-unknown-7", 25, 1],
  ])("%s", (_rule, subagentModel, costUsd, unpricedCalls) => {
    const figures = summarizeModel(makeModel(subagentModel));
    expect(figures.costUsd).toBeCloseTo(costUsd, 10);
    expect(figures.unpricedCalls).toBe(unpricedCalls);
  });
});

describe("backfillCosts", () => {
  const model = makeModel();

  async function storeUnpriced(name: string, pricingKey: string | null) {
    return db.transcript.create({
      data: {
        name,
        status: "ready",
        pricingKey,
        model: { create: { parserVersion: 1, data: gzipSync(encodeModel(model)) } },
      },
    });
  }

  it("prices stored sessions from their stored model: all calls, unpriced ones counted", async () => {
    const before = await storeUnpriced("backfill-old", null);
    const stale = await storeUnpriced("backfill-stale", "p1-00000000");
    const outcome = await backfillCosts(db);
    expect(outcome.failed).toEqual([]);
    expect(outcome.priced).toBeGreaterThanOrEqual(2);
    for (const { id } of [before, stale]) {
      const row = await db.transcript.findUniqueOrThrow({ where: { id } });
      // Opus 4.5 output at $25 per million; the unknown model's call is left out and counted.
      expect(row).toMatchObject({ costUsd: 25, unpricedCalls: 1, pricingKey: PRICING_KEY });
    }
  });

  it("does nothing when every cost is current", async () => {
    await backfillCosts(db);
    expect(await backfillCosts(db)).toEqual({ priced: 0, failed: [] });
  });

  it("reports a session whose model is missing and leaves it unpriced", async () => {
    const { id } = await db.transcript.create({ data: { name: "no-model", status: "ready" } });
    const outcome = await backfillCosts(db);
    expect(outcome.failed).toEqual([{ id, reason: "no stored model" }]);
    expect((await db.transcript.findUniqueOrThrow({ where: { id } })).pricingKey).toBeNull();
    await db.transcript.delete({ where: { id } });
  });
});
