import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateTranscriptLines } from "@/lib/generator/generate-transcript";
import { migrateDatabase } from "@/lib/db/migrate";

// The replay route on a pool of one worker and no queue: a second replay at once is refused.
const dir = mkdtempSync(path.join(tmpdir(), "compaction-lab-replay-route-"));
const saved = { ...process.env };
Object.assign(process.env, {
  DATABASE_URL: `file:${path.join(dir, "api.db")}`,
  REPLAY_WORKERS: "1",
  REPLAY_QUEUE_MAX: "0",
});

let routes: {
  upload: typeof import("../../route");
  replay: typeof import("./route");
};
beforeAll(async () => {
  await migrateDatabase(process.env.DATABASE_URL as string);
  routes = { upload: await import("../../route"), replay: await import("./route") };
});
afterAll(async () => {
  const { disconnectDb } = await import("@/lib/server/database");
  await disconnectDb();
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const post = (body: string, type = "application/json", url = "http://test/r?name=g.jsonl") =>
  new Request(url, { method: "POST", body, headers: { "content-type": type } });
const inspector = (body: string, query: string) =>
  post(body, "application/json", `http://test/r?view=inspector${query}`);

describe("POST /api/transcripts/:id/replay", () => {
  it("answers JSON bytes, and 503 overloaded with Retry-After past the queue bound", async () => {
    const lines = [...generateTranscriptLines({ seed: 9, style: "2.1", targetBytes: 600_000 })];
    const upload = await routes.upload.POST(post(lines.join("\n") + "\n", "application/x-ndjson"));
    const [{ id }] = (await upload.json()).transcripts;

    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        routes.replay.POST(
          post(JSON.stringify({ overrides: { autocompactBufferTokens: n * 1000 } })),
          context(id),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 503, 503]);
    expect(responses[0]?.headers.get("content-type")).toBe("application/json");
    expect((await responses[0]?.json()).config.autocompactBufferTokens.value).toBe(1000);
    expect(Number(responses[1]?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await responses[1]?.json()).error.code).toBe("overloaded");
  });

  it("answers the inspector's JSON gzip-compressed when asked (encoding=gzip), and JSON otherwise", async () => {
    const lines = [...generateTranscriptLines({ seed: 9, style: "2.1", targetBytes: 600_000 })];
    const upload = await routes.upload.POST(post(lines.join("\n") + "\n", "application/x-ndjson"));
    const [{ id }] = (await upload.json()).transcripts;
    const body = JSON.stringify({ overrides: { autocompactBufferTokens: 4000 } });

    const plain = await routes.replay.POST(inspector(body, ""), context(id));
    expect(plain.headers.get("content-type")).toBe("application/json");
    const text = await plain.text();
    expect(JSON.parse(text).callColumns.index.length).toBeGreaterThan(0);
    const gzip = await routes.replay.POST(inspector(body, "&encoding=gzip"), context(id));
    expect(gzip.headers.get("content-type")).toBe("application/gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8")).toBe(text);
    // Only the inspector's view comes compressed; an unknown encoding is the client's error.
    const full = await routes.replay.POST(
      post(body, "application/json", "http://test/r?encoding=gzip"),
      context(id),
    );
    expect(full.headers.get("content-type")).toBe("application/json");
    const unknown = await routes.replay.POST(inspector(body, "&encoding=br"), context(id));
    expect(unknown.status).toBe(422);
  });
});
