import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ParsedReplayRequest } from "../compaction/config/replay-request-schema";
import { replaySession } from "../compaction/replay/replay-session";
import { toInspectorReplayWire } from "../contracts/inspector-replay";
import { AppError } from "../errors";
import { replaySettings } from "../sweeps/replay-settings";
import { WORKER_FILE } from "./pool-config";
import { createReplayPool, type ReplayPool } from "./replay-pool";
import { makeStoredModel } from "./testing/make-stored-model";

const filename = path.resolve(WORKER_FILE);
const stored = makeStoredModel(3);
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

let pool: ReplayPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("replay pool", () => {
  it.each<[string, ParsedReplayRequest]>([
    ["the auto profile", {}],
    ["another profile", { profile: "cc-2.0" }],
    ["overridden constants", { overrides: { autocompactBufferTokens: 40_000 } }],
  ])("answers what replaySession answers in process, for %s", async (_name, request) => {
    pool = createReplayPool({ filename, threads: 1, maxQueue: 4 });
    const output = await pool.run(
      { modelKey: "m", request, withFull: true },
      async () => stored.blob,
    );
    const result = replaySession(stored.model, request);
    expect(text(output?.json ?? new Uint8Array())).toBe(JSON.stringify(result));
    expect(text(output?.inspectorJson ?? new Uint8Array())).toBe(
      JSON.stringify(toInspectorReplayWire(result)),
    );
  });

  it("serialises SPEC's full form only when asked (the inspector's wire form is complete)", async () => {
    pool = createReplayPool({ filename, threads: 1, maxQueue: 4 });
    const output = await pool.run({ modelKey: "m", request: {} }, async () => stored.blob);
    expect(output?.json).toBeNull();
    expect(output?.inspectorJson.byteLength).toBeGreaterThan(0);
  });

  it("sends the model once: the worker keeps it for the next replays", async () => {
    pool = createReplayPool({ filename, threads: 1, maxQueue: 4 });
    let loads = 0;
    const loadBlob = async () => ((loads += 1), stored.blob);
    for (const autocompactBufferTokens of [10_000, 20_000, 30_000]) {
      await pool.run(
        { modelKey: "m", request: { overrides: { autocompactBufferTokens } } },
        loadBlob,
      );
    }
    expect(loads).toBe(1);
  });

  // Regression (after main's threshold check): a ZodError lost its class crossing threads: 500, not 422.
  it("throws a ZodError for constants that leave no threshold on this model's window", async () => {
    pool = createReplayPool({ filename, threads: 1, maxQueue: 4 });
    const request = { overrides: { contextWindow: 50_000, autocompactBufferTokens: 45_000 } };
    const run = pool.run({ modelKey: "m", request }, async () => stored.blob);
    await expect(run).rejects.toBeInstanceOf(z.ZodError);
    await expect(run).rejects.toThrow(/threshold/);
  });

  it("answers null when the model is gone by the time the worker asks for it", async () => {
    pool = createReplayPool({ filename, threads: 1, maxQueue: 4 });
    expect(await pool.run({ modelKey: "gone", request: {} }, async () => null)).toBeNull();
  });

  it("refuses work past threads + maxQueue with 503 overloaded and a Retry-After", async () => {
    pool = createReplayPool({ filename, threads: 1, maxQueue: 1 });
    const runs = [1, 2, 3, 4].map((n) =>
      pool!.run(
        { modelKey: "m", request: { overrides: { autocompactBufferTokens: n * 1_000 } } },
        async () => stored.blob,
      ),
    );
    const settled = await Promise.allSettled(runs);
    expect(settled.map((s) => s.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "rejected",
    ]);
    const refusal = (settled[2] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "overloaded", status: 503 });
    expect(Number(refusal.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(pool.pending).toBe(0);
  });

  it("replays a session under every setting of a sweep reading its model once", async () => {
    pool = createReplayPool({ filename, threads: 1, maxQueue: 4 });
    let loads = 0;
    const requests: ParsedReplayRequest[] = [10_000, 20_000, 30_000].map(
      (autocompactBufferTokens) => ({
        overrides: { autocompactBufferTokens },
      }),
    );
    const task = { modelKey: "sweep-m", base: { profile: "auto" as const }, requests };
    const sweep = await pool.runSweep(task, async () => ((loads += 1), stored.blob));
    await pool.runSweep(task, async () => ((loads += 1), stored.blob));
    expect(loads).toBe(1);
    expect({ ...sweep, timings: undefined }).toEqual(
      replaySettings(stored.model, task.base, requests),
    );
    expect(sweep?.timings?.replayMs).toBeGreaterThan(0);
  });

  it("stops between settings once the shared stop flag is raised", async () => {
    pool = createReplayPool({ filename, threads: 1, maxQueue: 4 });
    const requests: ParsedReplayRequest[] = [10_000, 20_000].map((autocompactBufferTokens) => ({
      overrides: { autocompactBufferTokens },
    }));
    const stop = new SharedArrayBuffer(4);
    Atomics.store(new Int32Array(stop), 0, 1);
    const task = { modelKey: "stop-m", base: { profile: "auto" as const }, requests, stop };
    const sweep = await pool.runSweep(task, async () => stored.blob);
    expect(sweep?.settings).toEqual([]);
    // The recorded reality is still measured: the caller decides to store nothing.
    expect(sweep?.recorded).toEqual(replaySettings(stored.model, task.base, []).recorded);
  });

  it("replaySettings asks before each setting and leaves out the rest once told to stop", () => {
    const requests: ParsedReplayRequest[] = [10_000, 20_000, 30_000].map(
      (autocompactBufferTokens) => ({
        overrides: { autocompactBufferTokens },
      }),
    );
    let asked = 0;
    const sweep = replaySettings(stored.model, { profile: "auto" }, requests, () => ++asked > 1);
    expect(asked).toBe(2);
    expect(sweep.settings).toEqual(
      replaySettings(stored.model, { profile: "auto" }, requests.slice(0, 1)).settings,
    );
  });
});
