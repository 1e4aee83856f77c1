import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listTranscriptsQuerySchema } from "../contracts/transcript-summary";
import { encodeModel } from "../transcript/model-codec";
import { buildModel, makeUser } from "../transcript/testing/make-records";
import { backfillTimes } from "./backfill-times";
import type { PrismaClient } from "./generated/client";
import { recordActivity } from "./transcript-activity";
import { listTranscripts } from "./transcript-queries";
import { createTempDatabase } from "./testing/temp-database";

let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => ({ db, remove } = await createTempDatabase()));
afterAll(async () => remove());

const at = (iso: string) => new Date(iso);

/** A ready session `times-<name>` active from `startedAt` to `lastActivityAt` (null: no timestamps). */
async function makeSession(name: string, startedAt: string | null, lastActivityAt = startedAt) {
  return db.transcript.create({
    data: {
      name: `times-${name}`,
      status: "ready",
      startedAt: startedAt === null ? null : at(startedAt),
      endedAt: lastActivityAt === null ? null : at(lastActivityAt),
      lastActivityAt: lastActivityAt === null ? null : at(lastActivityAt),
      timesComputed: true,
    },
  });
}

async function listNames(query: Record<string, string>): Promise<string[]> {
  const list = await listTranscripts(
    db,
    listTranscriptsQuerySchema.parse({ q: "times-", ...query }),
  );
  return list.transcripts.map((t) => t.name.replace(/^times-/, ""));
}

describe("the sessions list by start and last activity", () => {
  beforeAll(async () => {
    await makeSession("march", "2026-03-04T18:36:56.080Z", "2026-03-04T19:01:54.494Z");
    await makeSession("undated", null);
    await makeSession("long", "2026-01-24T16:18:52.017Z", "2026-03-29T14:57:53.809Z");
    await makeSession("february", "2026-02-26T04:39:32.567Z", "2026-02-26T23:59:59.999Z");
  });

  it.each([
    ["startedAt", "asc", ["long", "february", "march", "undated"]],
    ["startedAt", "desc", ["march", "february", "long", "undated"]],
    ["lastActivityAt", "desc", ["long", "march", "february", "undated"]],
    ["endedAt", "asc", ["february", "march", "long", "undated"]],
  ])("sorts by %s %s, sessions without timestamps last", async (sort, order, names) => {
    expect(await listNames({ sort, order })).toEqual(names);
  });

  it.each([
    // A session matches when its span from start to last activity meets the UTC days asked.
    [{ from: "2026-03-01" }, ["long", "march"]],
    [{ to: "2026-02-26" }, ["long", "february"]],
    [{ to: "2026-02-25" }, ["long"]],
    [{ from: "2026-02-27", to: "2026-03-03" }, ["long"]],
    [{ from: "2026-02-26", to: "2026-02-26" }, ["long", "february"]],
    [{ from: "2026-03-05" }, ["long"]],
    [{ from: "2026-04-01" }, []],
    [{ from: "", to: "" }, ["long", "february", "march", "undated"]],
  ])("filters %j", async (range, names) => {
    expect(await listNames({ sort: "startedAt", order: "asc", ...range })).toEqual(names);
  });

  it("answers the times as ISO strings, null without timestamps", async () => {
    const list = await listTranscripts(
      db,
      listTranscriptsQuerySchema.parse({ q: "times-", sort: "startedAt", order: "asc" }),
    );
    expect(list.transcripts.map((t) => [t.startedAt, t.endedAt, t.lastActivityAt])[0]).toEqual([
      "2026-01-24T16:18:52.017Z",
      "2026-03-29T14:57:53.809Z",
      "2026-03-29T14:57:53.809Z",
    ]);
    expect(list.transcripts.at(-1)).toMatchObject({
      startedAt: null,
      endedAt: null,
      lastActivityAt: null,
    });
  });

  it.each(["2026-02-30", "yesterday", "2026-3-1", "2026-03-01T00:00:00Z"])(
    "refuses %j as a day",
    (day) => {
      expect(listTranscriptsQuerySchema.safeParse({ from: day }).success).toBe(false);
    },
  );
});

describe("recordActivity", () => {
  it("moves the last activity forward only, never back", async () => {
    const { id } = await makeSession("live", "2026-05-01T10:00:00.000Z");
    expect(await recordActivity(db, id, at("2026-05-01T10:05:00.000Z"))).toBe(true);
    expect(await recordActivity(db, id, at("2026-05-01T10:01:00.000Z"))).toBe(false);
    const row = await db.transcript.findUniqueOrThrow({ where: { id } });
    expect(row.lastActivityAt).toEqual(at("2026-05-01T10:05:00.000Z"));
    expect(row.endedAt).toEqual(at("2026-05-01T10:00:00.000Z"));
    await db.transcript.delete({ where: { id } });
  });
});

describe("backfillTimes", () => {
  const model = buildModel([
    makeUser("b", { timestamp: "2026-06-06T08:19:33.145Z" }),
    makeUser("a", { timestamp: "2026-06-06T05:37:35.221Z" }),
    makeUser("c", { timestamp: "broken" }),
  ]);

  async function storeUndated(name: string, lastActivityAt: Date | null = null) {
    return db.transcript.create({
      data: {
        name,
        status: "ready",
        lastActivityAt,
        model: { create: { parserVersion: 1, data: gzipSync(encodeModel(model)) } },
      },
    });
  }

  it("dates sessions stored before times existed, from their stored model", async () => {
    const old = await storeUndated("backfill-old");
    const followed = await storeUndated("backfill-live", at("2026-06-07T00:00:00.000Z"));
    const outcome = await backfillTimes(db);
    expect(outcome).toEqual({ filled: 2, failed: [] });
    expect(await db.transcript.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({
      startedAt: at("2026-06-06T05:37:35.221Z"),
      endedAt: at("2026-06-06T08:19:33.145Z"),
      lastActivityAt: at("2026-06-06T08:19:33.145Z"),
      timesComputed: true,
    });
    // A later sign of life (a followed file) is kept.
    const live = await db.transcript.findUniqueOrThrow({ where: { id: followed.id } });
    expect(live.lastActivityAt).toEqual(at("2026-06-07T00:00:00.000Z"));
  });

  it("does nothing when every session is dated", async () => {
    expect(await backfillTimes(db)).toEqual({ filled: 0, failed: [] });
  });

  it("reports a session whose model is missing and leaves it undated", async () => {
    const { id } = await db.transcript.create({ data: { name: "no-model", status: "ready" } });
    expect((await backfillTimes(db)).failed).toEqual([{ id, reason: "no stored model" }]);
    await db.transcript.delete({ where: { id } });
  });
});
