import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "../../db/create-prisma-client";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { scopeKeyOf } from "../../db/scope-extension";
import { readScope, runInWorkspace } from "../../db/workspace-scope";
import { createUploadProgressStore } from "./upload-progress";
import { UPLOAD_STALL_MS } from "./upload-status";

// The receiving process writes through one client; `other` is a second PrismaClient on the
// same file: another web process's view, which must answer the same progress.
let database: Awaited<ReturnType<typeof createTempDatabase>>;
let other: PrismaClient;

beforeAll(async () => {
  database = await createTempDatabase();
  other = createPrismaClient(database.url);
});
afterAll(async () => {
  await other.$disconnect();
  await database.remove();
});

// Open mode: outside runInWorkspace every row is seen, as the app's client does.
const scopeKey = async () => scopeKeyOf(readScope() ?? { workspaceId: null });
const storeOf = (options: Parameters<typeof createUploadProgressStore>[1] = {}) =>
  createUploadProgressStore({ db: () => database.db, scopeKey }, options);
const readerOf = (options: Parameters<typeof createUploadProgressStore>[1] = {}) =>
  createUploadProgressStore({ db: () => other, scopeKey }, options);
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

const stored = { error: null };

describe("upload progress in the database", () => {
  it("another process reads an upload's progress from start to stored", async () => {
    const store = storeOf({ intervalMs: 0 });
    const upload = await store.start("up-1");
    expect(await readerOf().get("up-1")).toEqual({
      uploadId: "up-1",
      bytesReceived: 0,
      records: 0,
      files: 0,
      done: false,
      status: "receiving",
      failure: null,
    });
    upload.update({ bytesReceived: 3_000_000_000, records: 12 });
    await until(async () => (await readerOf().get("up-1"))?.records === 12);
    expect(await readerOf().get("up-1")).toMatchObject({ bytesReceived: 3e9, done: false });
    upload.update({ records: 40, files: 1 });
    await upload.finish(stored);
    expect(await readerOf().get("up-1")).toEqual({
      uploadId: "up-1",
      bytesReceived: 3e9,
      records: 40,
      files: 1,
      done: true,
      status: "stored",
      failure: null,
    });
  });

  it("throttles: updates within the interval are not written until it passes or the upload ends", async () => {
    const store = storeOf({ intervalMs: 60_000, minBytes: 1e12 });
    const upload = await store.start("up-2");
    for (let records = 1; records <= 500; records += 1)
      upload.update({ bytesReceived: records * 100, records });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readerOf().get("up-2")).toMatchObject({ records: 0, done: false });
    await upload.finish(stored);
    expect(await readerOf().get("up-2")).toMatchObject({ records: 500, bytesReceived: 50_000 });
  });

  it("writes early once minBytes more have arrived, then the trailing figures", async () => {
    const store = storeOf({ intervalMs: 60_000, minBytes: 1_000 });
    const upload = await store.start("up-3");
    upload.update({ bytesReceived: 1_500, records: 3 });
    upload.update({ bytesReceived: 1_600, records: 4 });
    await until(async () => (await readerOf().get("up-3"))?.records === 3);
    expect(await readerOf().get("up-3")).toMatchObject({ bytesReceived: 1_500, records: 3 });
    await upload.finish(stored);
    expect(await readerOf().get("up-3")).toMatchObject({ records: 4, done: true });
  });

  it("answers null for an upload no process has started", async () => {
    expect(await readerOf().get("never")).toBeNull();
  });

  // Regression: an aborted upload answered `done: true, bytesReceived: 0`.
  it.each([
    {
      error: { code: "upload_interrupted", message: "The upload stopped before its end" },
      failure: "aborted by the client after 12.3 MB",
    },
    {
      error: { code: "binary_file", message: "This is a binary file." },
      failure: "refused: This is a binary file.",
    },
    {
      error: { code: "insufficient_storage", message: "Not enough free space." },
      failure: "out of space after 12.3 MB: Not enough free space.",
    },
  ])(
    "an upload that ended with $error.code is failed, not done: $failure",
    async ({ error, failure }) => {
      const upload = await storeOf({ intervalMs: 0 }).start("up-failed");
      upload.update({ bytesReceived: 12_300_000, records: 7 });
      await upload.finish({ error });
      expect(await readerOf().get("up-failed")).toEqual({
        uploadId: "up-failed",
        bytesReceived: 12_300_000,
        records: 7,
        files: 0,
        done: false,
        status: "failed",
        failure,
      });
    },
  );

  // Regression: a crashed upload answered `done: false` for an hour.
  it("answers stalled, with a sentence, once nothing was written for longer than the stall limit", async () => {
    let clock = Date.parse("2026-11-23T12:00:00Z");
    const writer = storeOf({ now: () => clock, intervalMs: 0 });
    const reader = readerOf({ now: () => clock });
    const upload = await writer.start("up-killed");
    upload.update({ bytesReceived: 5_000_000 });
    await until(async () => (await reader.get("up-killed"))?.bytesReceived === 5e6);
    clock += UPLOAD_STALL_MS;
    expect(await reader.get("up-killed")).toMatchObject({ status: "receiving", failure: null });
    clock += 1_000; // the process was killed: nothing more is written
    expect(await reader.get("up-killed")).toMatchObject({
      done: false,
      status: "stalled",
      failure:
        "nothing heard of this upload for 61 s after 5.0 MB: the connection or the server receiving it went away, and nothing of it was stored",
    });
  });

  it("keeps a slow upload alive with a heartbeat while no bytes arrive", async () => {
    let clock = Date.parse("2026-11-23T12:00:00Z");
    const writer = storeOf({ now: () => clock, intervalMs: 0, heartbeatMs: 20 });
    const reader = readerOf({ now: () => clock });
    const upload = await writer.start("up-slow");
    upload.update({ bytesReceived: 100 });
    for (let step = 0; step < 4; step += 1) {
      clock += 30_000; // the fake clock runs ahead; the heartbeat writes its time
      const heard = clock;
      await until(async () => {
        const row = await other.uploadProgress.findFirst({
          where: { uploadId: { endsWith: "/up-slow" } },
        });
        return (row?.updatedAt.getTime() ?? 0) >= heard;
      });
      expect(await reader.get("up-slow")).toMatchObject({ status: "receiving" });
    }
    await upload.finish(stored);
  });

  it("keeps one workspace's uploadId apart from another's, and neither reads the other's", async () => {
    const store = storeOf({ intervalMs: 0 });
    const first = await runInWorkspace("ws-a", () => store.start("shared-id"));
    first.update({ bytesReceived: 1_000 });
    await first.finish(stored);
    const second = await runInWorkspace("ws-b", () => store.start("shared-id"));
    await second.finish({ error: { code: "binary_file", message: "Binary." } });
    expect(await runInWorkspace("ws-a", () => store.get("shared-id"))).toMatchObject({
      status: "stored",
      bytesReceived: 1_000,
    });
    expect(await runInWorkspace("ws-b", () => store.get("shared-id"))).toMatchObject({
      status: "failed",
      bytesReceived: 0,
    });
    expect(await runInWorkspace("ws-c", () => store.get("shared-id"))).toBeNull();
  });

  it("removes uploads finished over a minute ago when another starts, keeping recent ones", async () => {
    let clock = Date.parse("2026-11-23T12:00:00Z");
    const store = storeOf({ now: () => clock, intervalMs: 0 });
    await (await store.start("old")).finish(stored);
    await (await store.start("recent")).finish(stored);
    clock += 61_000;
    const recent2 = await store.start("recent-2");
    expect(await readerOf().get("old")).toBeNull();
    expect(await readerOf().get("recent")).toBeNull();
    clock += 1_000;
    await recent2.finish(stored);
    await store.start("next");
    expect(await readerOf().get("recent-2")).toMatchObject({ done: true });
  });
});
