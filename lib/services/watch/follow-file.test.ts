import { appendFile, mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { deleteTranscript, loadTranscriptModel } from "../../db/transcript-queries";
import { readRawLines } from "../../db/raw-lines";
import { generateTranscript } from "../../generator/generate-transcript";
import { createModelBuilder } from "../../transcript/build-model";
import { followFile, type FollowDeps } from "./follow-file";
import type { LiveTail } from "./live-tail";
import type { AppendedLines, TranscriptChange } from "./transcript-changes";

let db: PrismaClient;
let remove: () => Promise<void>;
let folder: string;
beforeAll(async () => {
  ({ db, remove } = await createTempDatabase());
  folder = await mkdtemp(path.join(tmpdir(), "follow-file-"));
});
afterAll(async () => {
  await remove();
  await rm(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.transcript.deleteMany();
  await db.liveFile.deleteMany();
});

const LINES = [...generateTranscript({ seed: 3, style: "2.1", targetBytes: 300_000 }).lines];
const text = (from: number, to: number) =>
  LINES.slice(from, to)
    .map((l) => `${l}\n`)
    .join("");

/** A follower with its own builder states, recording what it announced and handed on. */
function makeFollower() {
  const changes: Omit<TranscriptChange, "workspaceId">[] = [];
  const appended: Omit<AppendedLines, "model">[] = [];
  const deps: FollowDeps = {
    db,
    workspaceId: "default",
    maxBytes: 1e9,
    tails: new Map<string, LiveTail>(),
    deleteTranscript: (id) => deleteTranscript(db, id),
    afterAppend: async ({ model: _model, ...lines }) => void appended.push(lines),
    announce: (change) => void changes.push(change),
  };
  return { deps, changes, appended };
}

const summaryOf = (id: string) => db.transcript.findUniqueOrThrow({ where: { id } });

async function storedModelOf(id: string) {
  return JSON.parse(JSON.stringify(await loadTranscriptModel(db, id))) as unknown;
}

function modelOfText(all: string) {
  const builder = createModelBuilder();
  builder.push(Buffer.from(all));
  return JSON.parse(JSON.stringify(builder.end())) as unknown;
}

describe("following a file", () => {
  it("imports a new file, then stores appended lines into the same transcript", async () => {
    const file = path.join(folder, "grows.jsonl");
    await writeFile(file, text(0, 40));
    const { deps, changes, appended } = makeFollower();
    expect(await followFile(deps, file)).toMatchObject({ did: "imported" });
    const id = changes[0]?.transcriptId as string;
    const before = await summaryOf(id);

    await appendFile(file, text(40, 90));
    expect(await followFile(deps, file)).toMatchObject({ did: "appended" });
    await appendFile(file, text(90, LINES.length));
    expect(await followFile(deps, file)).toMatchObject({ did: "appended" });

    const after = await summaryOf(id);
    expect(after.lines).toBe(LINES.length);
    expect(after.apiCalls).toBeGreaterThan(before.apiCalls);
    expect(appended).toEqual([
      { workspaceId: "default", transcriptId: id, fromLine: 41, toLine: 90 },
      { workspaceId: "default", transcriptId: id, fromLine: 91, toLine: LINES.length },
    ]);
    expect(changes.map((change) => change.kind)).toEqual(["imported", "appended", "appended"]);
    // The stored model and the raw lines are those of the whole file imported at once.
    expect(await storedModelOf(id)).toEqual(modelOfText(text(0, LINES.length)));
    const raw = [];
    for await (const { text: lineText } of readRawLines(db, id, 1, LINES.length))
      raw.push(lineText);
    expect(raw).toEqual(LINES);
  });

  it("goes on after a restart (a new follower) from the file, keeping the id", async () => {
    const file = path.join(folder, "restart.jsonl");
    await writeFile(file, text(0, 30));
    const first = makeFollower();
    await followFile(first.deps, file);
    await appendFile(file, text(30, 50));
    await followFile(first.deps, file);
    const id = first.changes[0]?.transcriptId as string;

    const second = makeFollower();
    await appendFile(file, text(50, 80));
    expect(await followFile(second.deps, file)).toMatchObject({ did: "appended" });
    expect(await storedModelOf(id)).toEqual(modelOfText(text(0, 80)));
    expect((await summaryOf(id)).lines).toBe(80);
  });

  it("waits for a line without its newline, and takes it once the newline comes", async () => {
    const file = path.join(folder, "partial.jsonl");
    await writeFile(file, text(0, 20));
    const { deps, changes } = makeFollower();
    await followFile(deps, file);
    const next = LINES[20] as string;
    await appendFile(file, next.slice(0, 100));
    expect(await followFile(deps, file)).toEqual({ did: "waits", why: expect.any(String) });
    await appendFile(file, `${next.slice(100)}\n`);
    expect(await followFile(deps, file)).toMatchObject({ did: "appended", why: "lines 21-21" });
    expect((await summaryOf(changes[0]?.transcriptId as string)).invalidLineCount).toBe(0);
  });

  it.each([
    ["truncated", (file: string) => truncate(file, 2_000)],
    ["rewritten before the stored end", (file: string) => writeFile(file, text(1, 60))],
  ])("imports a file %s again as a whole, and removes what it replaced", async (_, change) => {
    const file = path.join(folder, "rewrite.jsonl");
    await writeFile(file, text(0, 50));
    const { deps, changes } = makeFollower();
    await followFile(deps, file);
    const old = changes[0]?.transcriptId as string;
    await change(file);
    await appendFile(file, text(60, 70));
    expect(await followFile(deps, file)).toMatchObject({ did: "reimported" });
    const replacement = changes[1] as Omit<TranscriptChange, "workspaceId">;
    expect(replacement.replaces).toBe(old);
    expect(await db.transcript.count({ where: { id: old } })).toBe(0);
    const { readFile } = await import("node:fs/promises");
    const whole = (await readFile(file, "utf8")).replace(/[^\n]*$/, "");
    expect(await storedModelOf(replacement.transcriptId)).toEqual(modelOfText(whole));
  });

  it("leaves the stored session when its file is deleted", async () => {
    const file = path.join(folder, "deleted.jsonl");
    await writeFile(file, text(0, 10));
    const { deps, changes } = makeFollower();
    await followFile(deps, file);
    await rm(file);
    await expect(followFile(deps, file)).rejects.toThrow(/ENOENT/);
    expect(await db.transcript.count({ where: { id: changes[0]?.transcriptId } })).toBe(1);
  });
});
