import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ParsedReplayRequest } from "../../compaction/config/replay-request-schema";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { createInProcessQueue } from "../../jobs/in-process-queue";
import { SWEEP_JOB_PAYLOADS, sweepJobHandlers, type SweepJobQueue } from "./sweep-jobs";
import type { SessionSweep } from "../../sweeps/replay-settings";
import type { SweepFigures } from "../../sweeps/sweep-figures";
import { createSweepsService, type SweepsService } from "./sweeps-service";
import { summariseExposure } from "../../compaction/aftermath/exposure-summary";
import { makeTranscriptText } from "../../generator/testing/transcript-text";
import { replaySettings } from "../../sweeps/replay-settings";
import { buildModel } from "../../transcript/testing/make-records";

let database: Awaited<ReturnType<typeof createTempDatabase>>;
let db: PrismaClient;
let ids: string[] = [];

beforeAll(async () => {
  database = await createTempDatabase();
  db = database.db;
  ids = [];
  for (const name of ["a", "b", "c", "d"])
    ids.push((await db.transcript.create({ data: { name, status: "ready" } })).id);
});
afterAll(() => database.remove());

function figures(compactions: number): SweepFigures {
  return {
    compactionsAuto: compactions,
    compactionsManual: 0,
    callsBetween: Array.from({ length: compactions }, () => 10),
    tokensSent: 1_000 * compactions,
    cacheRewriteTokens: 100 * compactions,
    usd: compactions,
    unpricedCalls: 0,
    hitsBlockingLimit: false,
    // The k-th compaction re-spends k x 1,000 tokens, re-reading one file at the even ones.
    aftermath: Array.from({ length: compactions }, (_, k) => ({
      atCall: 10 * (k + 1),
      filesReread: k % 2 === 0 ? 1 : 0,
      rereadTokens: k % 2 === 0 ? 500 : 0,
      callsToResume: 2,
      tokensRespent: 1_000 * (k + 1),
    })),
  };
}

/** A fake replay: compactions = the buffer override / 1000 (0 for the reality's base). */
function fakeSweep(requests: ParsedReplayRequest[]): SessionSweep {
  return {
    recorded: figures(1),
    settings: requests.map((r) => ({
      ok: true,
      figures: figures(Number(r.overrides?.autocompactBufferTokens ?? 0) / 1_000),
    })),
  };
}

type Fake = (
  id: string,
  requests: ParsedReplayRequest[],
  signal: AbortSignal,
) => Promise<SessionSweep | null>;

function makeService(
  replay: Fake,
  options: { runsJobs?: boolean; concurrency?: number; partSize?: number } = {},
) {
  const holder: { service?: SweepsService } = {};
  const queue: SweepJobQueue =
    options.runsJobs === false
      ? { enqueue: async () => {}, idle: async () => {} }
      : createInProcessQueue(SWEEP_JOB_PAYLOADS, () =>
          sweepJobHandlers(holder.service as SweepsService),
        );
  const service = createSweepsService({
    db: () => db,
    jobs: () => queue,
    replaySession: (id, _base, requests, signal) => replay(id, requests, signal),
    concurrency: options.concurrency,
    partSize: options.partSize,
    cancelPollMs: 10,
  });
  holder.service = service;
  return { service, queue };
}

const GRID = { autocompactBufferTokens: [2_000, 4_000] };

describe("sweeps service", () => {
  it("replays every session under every setting and stores progress and rows", async () => {
    const seen: string[] = [];
    const { service, queue } = makeService(async (id, requests) => {
      seen.push(id);
      return fakeSweep(requests);
    });
    const { id } = await service.create({
      transcriptIds: ids.slice(0, 3),
      profile: "auto",
      grid: GRID,
    });
    await queue.idle();
    const sweep = await service.get(id);
    expect(sweep).toMatchObject({
      ok: true,
      value: { status: "done", progress: { done: 6, total: 6 } },
    });
    expect(seen).toEqual(ids.slice(0, 3));
    const results = await service.results(id);
    expect(
      results.ok && results.value.rows.map((r) => [r.setting, r.sessions, r.compactions]),
    ).toEqual([
      [null, 3, 3],
      [{ autocompactBufferTokens: 2_000 }, 3, 6],
      [{ autocompactBufferTokens: 4_000 }, 3, 12],
    ]);
  });

  it("answers each session's rows by name, in the order the sweep took them", async () => {
    const { service, queue } = makeService(async (_id, requests) => fakeSweep(requests));
    const { id } = await service.create({
      transcriptIds: [ids[2]!, ids[0]!],
      profile: "auto",
      grid: GRID,
    });
    await queue.idle();
    const found = await service.sessionResults(id);
    expect(
      found.ok &&
        found.value.sessions.map((s) => [s.name, s.rows.map((r) => [r.setting, r.compactions])]),
    ).toEqual([
      [
        "c",
        [
          [null, 1],
          [{ autocompactBufferTokens: 2_000 }, 2],
          [{ autocompactBufferTokens: 4_000 }, 4],
        ],
      ],
      [
        "a",
        [
          [null, 1],
          [{ autocompactBufferTokens: 2_000 }, 2],
          [{ autocompactBufferTokens: 4_000 }, 4],
        ],
      ],
    ]);
    expect(await service.sessionResults("no-such-sweep")).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  // Regression: lanes took `todo[next++]` after an await, so one ran past the end (undefined id).
  it.each([2, 3, 5])(
    "replays each session exactly once with %i sessions at a time",
    async (concurrency) => {
      const seen: string[] = [];
      const { service, queue } = makeService(
        async (id, requests) => {
          seen.push(id);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return fakeSweep(requests);
        },
        { concurrency },
      );
      const { id } = await service.create({ transcriptIds: ids, profile: "auto", grid: GRID });
      await queue.idle();
      expect([...seen].sort()).toEqual([...ids].sort());
      expect(await service.get(id)).toMatchObject({
        ok: true,
        value: { status: "done", progress: { done: 8 }, note: null },
      });
    },
  );

  it("answers one session's rows on demand, and not-found for a session outside the sweep", async () => {
    const { service, queue } = makeService(async (_id, requests) => fakeSweep(requests));
    const { id } = await service.create({
      transcriptIds: ids.slice(0, 2),
      profile: "auto",
      grid: GRID,
    });
    await queue.idle();
    const one = await service.results(id, ids[1]);
    expect(one.ok && one.value.rows.map((r) => r.sessions)).toEqual([1, 1, 1]);
    expect(await service.results(id, ids[3])).toEqual({ ok: false, reason: "not-found" });
    expect(await service.results("nope")).toEqual({ ok: false, reason: "not-found" });
  });

  it.each([
    [
      "an unknown transcript",
      { transcriptIds: ["missing"], grid: GRID },
      /transcriptIds\.0.*no transcript/,
    ],
    [
      "an unknown constant",
      { grid: { bufferTokens: [1] } },
      /grid\.bufferTokens: unknown constant/,
    ],
    [
      "a value out of bounds",
      { grid: { maxOutputTokens: [0] } },
      /grid\.maxOutputTokens\.0: at least 1/,
    ],
  ])("refuses %s with a ZodError naming it, storing nothing", async (_what, body, message) => {
    const { service } = makeService(async () => null);
    const before = await db.sweep.count();
    const error = await service
      .create({ transcriptIds: ids.slice(0, 1), profile: "auto", ...body })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(z.ZodError);
    expect(
      (error as z.ZodError).issues.map((i) => `${i.path.join(".")}: ${i.message}`).join(),
    ).toMatch(message);
    expect(await db.sweep.count()).toBe(before);
  });

  it("cancels between settings: the session in flight stops and is not stored", async () => {
    const grid = { autocompactBufferTokens: [2_000, 4_000, 6_000, 8_000] };
    const replayed: string[] = [];
    const { service, queue } = makeService(async (transcriptId, requests, signal) => {
      const settings: SessionSweep["settings"] = [];
      for (const [index, request] of requests.entries()) {
        if (signal.aborted) break;
        replayed.push(`${transcriptId}#${index}`);
        // The second session's first setting runs until the cancel is seen.
        if (transcriptId === ids[1] && index === 0)
          await new Promise((resolve) => signal.addEventListener("abort", resolve));
        settings.push(...fakeSweep([request]).settings);
      }
      return { recorded: figures(1), settings };
    });
    const { id } = await service.create({ transcriptIds: ids, profile: "auto", grid });
    await expect.poll(() => replayed.includes(`${ids[1]}#0`)).toBe(true);
    expect(await service.cancel(id)).toMatchObject({ ok: true, value: { status: "cancelled" } });
    await queue.idle();
    expect(replayed.filter((r) => r.startsWith(`${ids[1]}#`))).toEqual([`${ids[1]}#0`]);
    expect(replayed.some((r) => r.startsWith(`${ids[2]}#`))).toBe(false);
    expect(await service.get(id)).toMatchObject({
      ok: true,
      value: { status: "cancelled", progress: { done: 4, total: 16 } },
    });
    expect(await db.sweepResult.count({ where: { sweepId: id, transcriptId: ids[1] } })).toBe(0);
  });

  it("plans one part per `partSize` sessions, and only those not yet stored", async () => {
    const sent: unknown[] = [];
    const { service } = makeService(async (_id, requests) => fakeSweep(requests), {
      runsJobs: false,
      partSize: 3,
    });
    const { id } = await service.create({ transcriptIds: ids, profile: "auto", grid: GRID });
    const planner = createSweepsService({
      db: () => db,
      jobs: () => ({
        enqueue: async (_kind, payload) => void sent.push(payload),
        idle: async () => {},
      }),
      replaySession: async (_id, _base, requests) => fakeSweep(requests),
      partSize: 3,
    });
    await planner.run(id);
    expect(sent).toEqual([
      { sweepId: id, transcriptIds: ids.slice(0, 3), part: 0 },
      { sweepId: id, transcriptIds: ids.slice(3), part: 1 },
    ]);
    await planner.runPart(id, ids.slice(3));
    sent.length = 0;
    await planner.run(id);
    expect(sent).toEqual([{ sweepId: id, transcriptIds: ids.slice(0, 3), part: 0 }]);
    await planner.runPart(id, ids.slice(0, 3));
    expect(await service.get(id)).toMatchObject({ ok: true, value: { status: "done" } });
  });

  it("measures the recorded reality under each session's own rules, whatever profile the sweep replays", async () => {
    const bases: ParsedReplayRequest[] = [];
    const profiles: (string | undefined)[] = [];
    const { service } = makeService(async () => null, { runsJobs: false });
    const { id } = await service.create({
      transcriptIds: ids.slice(0, 1),
      profile: "cc-2.0",
      grid: GRID,
    });
    const runner = createSweepsService({
      db: () => db,
      jobs: () => ({ enqueue: async () => {}, idle: async () => {} }),
      replaySession: async (_id, base, requests) => {
        bases.push(base);
        profiles.push(...requests.map((r) => r.profile));
        return fakeSweep(requests);
      },
    });
    await runner.runPart(id, ids.slice(0, 1));
    expect(bases).toEqual([{ profile: "auto" }]);
    expect(profiles).toEqual(["cc-2.0", "cc-2.0"]);
  });

  it("stores each session once when the same part runs twice at once (a part picked up again)", async () => {
    const { service } = makeService(
      async (_id, requests) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return fakeSweep(requests);
      },
      { runsJobs: false },
    );
    const { id } = await service.create({ transcriptIds: ids, profile: "auto", grid: GRID });
    await Promise.all([service.runPart(id, ids), service.runPart(id, ids)]);
    expect(await db.sweepResult.count({ where: { sweepId: id } })).toBe(ids.length * 3);
    expect(await service.get(id)).toMatchObject({
      ok: true,
      value: { status: "done", progress: { done: 8, total: 8 } },
    });
  });

  it("a sweep left running by a killed process resumes on start-up to the same results", async () => {
    // The first process dies while replaying the third session: that call never returns.
    let calls = 0;
    const first = makeService(async (_id, requests) => {
      calls += 1;
      if (calls === 3) await new Promise(() => {});
      return fakeSweep(requests);
    });
    const { id } = await first.service.create({ transcriptIds: ids, profile: "auto", grid: GRID });
    await expect
      .poll(
        async () =>
          (await first.service.get(id)).ok && (await db.sweep.findUnique({ where: { id } }))?.done,
      )
      .toBe(4);
    expect((await db.sweep.findUnique({ where: { id } }))?.status).toBe("running");

    const replayed: string[] = [];
    const second = makeService(async (transcriptId, requests) => {
      replayed.push(transcriptId);
      return fakeSweep(requests);
    });
    expect(await second.service.resumeUnfinished(new Date(Date.now() + 1_000))).toBe(1);
    await second.queue.idle();
    const sweep = await second.service.get(id);
    expect(sweep).toMatchObject({
      ok: true,
      value: { status: "done", progress: { done: 8, total: 8 } },
    });
    expect(sweep.ok && sweep.value.note).toMatch(
      /stopped during this sweep after 4 of 8 replays; it resumed/,
    );
    expect(replayed).toEqual(ids.slice(2));
    const results = await second.service.results(id);
    expect(results.ok && results.value.rows.map((r) => [r.sessions, r.compactions])).toEqual([
      [4, 4],
      [4, 8],
      [4, 16],
    ]);
  });

  it("marks a sweep failed with words when a replay faults", async () => {
    const errors = console.error;
    console.error = () => {};
    const { service, queue } = makeService(async () => {
      throw new Error("disk on fire");
    });
    const { id } = await service.create({
      transcriptIds: ids.slice(0, 1),
      profile: "auto",
      grid: GRID,
    });
    await queue.idle();
    console.error = errors;
    expect(await service.get(id)).toMatchObject({
      ok: true,
      value: { status: "failed", error: expect.stringMatching(/stopped at a fault.*disk on fire/) },
    });
  });

  it("leaves out a session deleted during the sweep, counts its replays and says so", async () => {
    const { service, queue } = makeService(async (id, requests) =>
      id === ids[1] ? null : fakeSweep(requests),
    );
    const { id } = await service.create({
      transcriptIds: ids.slice(0, 2),
      profile: "auto",
      grid: GRID,
    });
    await queue.idle();
    expect(await service.get(id)).toMatchObject({
      ok: true,
      value: {
        status: "done",
        progress: { done: 4, total: 4 },
        note: expect.stringMatching(/1 of 2 sessions were deleted/),
      },
    });
  });

  it("leaves out a session deleted between its replay and its rows", async () => {
    const doomed = (await db.transcript.create({ data: { name: "doomed", status: "ready" } })).id;
    const { service, queue } = makeService(async (id, requests) => {
      if (id === doomed) await db.transcript.delete({ where: { id } });
      return fakeSweep(requests);
    });
    const { id } = await service.create({
      transcriptIds: [ids[0]!, doomed],
      profile: "auto",
      grid: GRID,
    });
    await queue.idle();
    expect(await service.get(id)).toMatchObject({
      ok: true,
      value: {
        status: "done",
        progress: { done: 4, total: 4 },
        note: expect.stringMatching(/1 of 2 sessions/),
      },
    });
  });

  it("lists sweeps newest first", async () => {
    const { service } = makeService(async () => null, { runsJobs: false });
    const { id } = await service.create({
      transcriptIds: ids.slice(0, 1),
      profile: "auto",
      grid: GRID,
    });
    const list = await service.list();
    expect(list[0]).toMatchObject({ id, status: "queued", sessions: 1, settingCount: 2 });
  });

  it("stores each setting's aftermath exposure of a sweep over generated sessions", async () => {
    const models = new Map(
      [11, 12].map((seed, i) => [
        ids[i]!,
        buildModel(makeTranscriptText(seed, 900_000).trim().split("\n")),
      ]),
    );
    const swept: SessionSweep[] = [];
    const { service, queue } = makeService(async (id, requests) => {
      const sweep = replaySettings(models.get(id)!, { profile: "auto" }, requests);
      swept.push(sweep);
      return sweep;
    });
    const grid = { autocompactPctOverride: [30, 45] };
    const { id } = await service.create({ transcriptIds: ids.slice(0, 2), profile: "auto", grid });
    await queue.idle();
    const results = await service.results(id);
    if (!results.ok) throw new Error("the sweep is gone");
    const [recorded, ...settings] = results.value.rows;
    // These short sessions never compacted: the recorded row has nothing to measure.
    expect(recorded).toMatchObject({
      aftermathSessions: 2,
      aftermathCompactions: 0,
      respentMedian: null,
    });
    settings.forEach((row, i) => {
      expect(row.aftermathCompactions).toBe(row.compactions);
      expect(row.aftermathCompactions).toBeGreaterThan(0);
      const replayed = swept.map((sweep) => sweep.settings[i]!);
      expect(row).toMatchObject(
        summariseExposure(
          replayed.map((outcome) => (outcome.ok ? outcome.figures.aftermath : null)),
        ),
      );
    });
  }, 60_000);
});
