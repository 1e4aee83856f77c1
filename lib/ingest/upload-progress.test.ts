import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "../db/create-prisma-client";
import type { PrismaClient } from "../db/generated/client";
import { createTempDatabase } from "../db/testing/temp-database";
import { createUploadProgressStore } from "./upload-progress";

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

const storeOf = (options: Parameters<typeof createUploadProgressStore>[1] = {}) =>
  createUploadProgressStore(() => database.db, options);
const readerOf = () => createUploadProgressStore(() => other);
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("upload progress in the database", () => {
  it("another process reads an upload's progress from start to done", async () => {
    const store = storeOf({ intervalMs: 0 });
    await store.start("up-1");
    expect(await readerOf().get("up-1")).toEqual({
      uploadId: "up-1",
      bytesReceived: 0,
      records: 0,
      files: 0,
      done: false,
    });
    store.update("up-1", { bytesReceived: 3_000_000_000, records: 12 });
    await until(async () => (await readerOf().get("up-1"))?.records === 12);
    expect(await readerOf().get("up-1")).toMatchObject({ bytesReceived: 3e9, done: false });
    store.update("up-1", { records: 40, files: 1 });
    await store.finish("up-1");
    expect(await readerOf().get("up-1")).toEqual({
      uploadId: "up-1",
      bytesReceived: 3e9,
      records: 40,
      files: 1,
      done: true,
    });
  });

  it("throttles: updates within the interval are not written until it passes or the upload ends", async () => {
    const store = storeOf({ intervalMs: 60_000, minBytes: 1e12 });
    await store.start("up-2");
    for (let records = 1; records <= 500; records += 1)
      store.update("up-2", { bytesReceived: records * 100, records });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readerOf().get("up-2")).toMatchObject({ records: 0, done: false });
    await store.finish("up-2");
    expect(await readerOf().get("up-2")).toMatchObject({ records: 500, bytesReceived: 50_000 });
  });

  it("writes early once minBytes more have arrived, then the trailing figures", async () => {
    const store = storeOf({ intervalMs: 60_000, minBytes: 1_000 });
    await store.start("up-3");
    store.update("up-3", { bytesReceived: 1_500, records: 3 });
    store.update("up-3", { bytesReceived: 1_600, records: 4 });
    await until(async () => (await readerOf().get("up-3"))?.records === 3);
    expect(await readerOf().get("up-3")).toMatchObject({ bytesReceived: 1_500, records: 3 });
    await store.finish("up-3");
    expect(await readerOf().get("up-3")).toMatchObject({ records: 4, done: true });
  });

  it("answers null for an upload no process has started", async () => {
    expect(await readerOf().get("never")).toBeNull();
  });

  it("removes uploads finished over a minute ago when another starts, keeping recent ones", async () => {
    let clock = Date.parse("2026-11-23T12:00:00Z");
    const store = storeOf({ now: () => clock, intervalMs: 0 });
    await store.start("old");
    await store.finish("old");
    await store.start("recent");
    await store.finish("recent");
    clock += 61_000;
    await store.start("recent-2");
    expect(await readerOf().get("old")).toBeNull();
    expect(await readerOf().get("recent")).toBeNull();
    clock += 1_000;
    await store.finish("recent-2");
    await store.start("next");
    expect(await readerOf().get("recent-2")).toMatchObject({ done: true });
  });
});
