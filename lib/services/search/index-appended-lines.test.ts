import { appendFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchQuerySchema } from "../../contracts/search";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { deleteTranscript } from "../../db/transcript-queries";
import { followFile, type FollowDeps } from "../watch/follow-file";
import type { LiveTail } from "../watch/live-tail";
import { indexStoredTranscript } from "./index-stored-transcript";
import { createSearchService } from "./search-service";

let db: PrismaClient;
let remove: () => Promise<void>;
let folder: string;
beforeAll(async () => {
  ({ db, remove } = await createTempDatabase());
  folder = await mkdtemp(path.join(tmpdir(), "search-append-"));
});
afterAll(async () => {
  await remove();
  await rm(folder, { recursive: true, force: true });
});

const service = () => createSearchService({ db: () => db });
const hitsFor = async (q: string) =>
  (await service().search(searchQuerySchema.parse({ q }))).hits.map((hit) => hit.line);
const prompt = (text: string, minute: number) =>
  JSON.stringify({
    type: "user",
    uuid: `u-${minute}`,
    timestamp: `2026-11-27T10:${String(minute).padStart(2, "0")}:00.000Z`,
    message: { role: "user", content: text },
  }) + "\n";

/** A follower whose appends are indexed as the watch capability indexes them. */
function follower(): { deps: FollowDeps; ids: string[] } {
  const ids: string[] = [];
  const deps: FollowDeps = {
    db,
    workspaceId: "default",
    maxBytes: 1e9,
    tails: new Map<string, LiveTail>(),
    deleteTranscript: (id) => deleteTranscript(db, id),
    afterAppend: (appended) =>
      service().indexAppended(appended.transcriptId, appended.fromLine, appended.toLine),
    announce: (change) => void ids.push(change.transcriptId),
  };
  return { deps, ids };
}

describe("lines a live folder appends", () => {
  it("are found by search once their file was indexed, at their own line", async () => {
    const file = path.join(folder, "indexed.jsonl");
    await writeFile(file, prompt("set up the flake for nix", 1));
    const { deps, ids } = follower();
    await followFile(deps, file);
    const id = ids[0] as string;
    await indexStoredTranscript(db, id);

    await appendFile(file, prompt("now the zebraquux parser", 2));
    expect(await followFile(deps, file)).toMatchObject({ did: "appended" });
    expect(await hitsFor("zebraquux")).toEqual([2]);
    expect(await hitsFor("nix")).toEqual([1]);
  });

  it("wait for the background pass when the file was never indexed", async () => {
    const file = path.join(folder, "pending.jsonl");
    await writeFile(file, prompt("an okapiword prompt", 1));
    const { deps, ids } = follower();
    await followFile(deps, file);
    await appendFile(file, prompt("a wombatword prompt", 2));
    await followFile(deps, file);
    const answer = await service().search(searchQuerySchema.parse({ q: "wombatword" }));
    expect(answer.hits).toEqual([]);
    expect(answer.sessionsPending).toBeGreaterThan(0);
    await indexStoredTranscript(db, ids[0] as string);
    expect(await hitsFor("okapiword")).toEqual([1]);
    expect(await hitsFor("wombatword")).toEqual([2]);
  });
});
