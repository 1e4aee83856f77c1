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
  const { disconnectDb } = await import("@/lib/db/client");
  await disconnectDb();
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const post = (body: string, type = "application/json", url = "http://test/r?name=g.jsonl") =>
  new Request(url, { method: "POST", body, headers: { "content-type": type } });
const inspector = (body: string, acceptEncoding: string | null) =>
  new Request("http://test/r?view=inspector", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      ...(acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding }),
    },
  });

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

  it("sends the inspector's answer gzip-compressed as the worker made it, to a client that takes gzip", async () => {
    const lines = [...generateTranscriptLines({ seed: 9, style: "2.1", targetBytes: 600_000 })];
    const upload = await routes.upload.POST(post(lines.join("\n") + "\n", "application/x-ndjson"));
    const [{ id }] = (await upload.json()).transcripts;
    const body = JSON.stringify({ overrides: { autocompactBufferTokens: 4000 } });

    const plain = await routes.replay.POST(inspector(body, null), context(id));
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(JSON.parse(text).callColumns.index.length).toBeGreaterThan(0);
    const cases: [string, string | null][] = [
      ["gzip, deflate, br, zstd", "gzip"],
      ["gzip;q=0.5", "gzip"],
      ["*", "gzip"],
      ["gzip;q=0, br", null],
      ["identity", null],
    ];
    for (const [accepted, encoding] of cases) {
      const response = await routes.replay.POST(inspector(body, accepted), context(id));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toBe("accept-encoding");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((encoding === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8")).toBe(text);
    }
  });
});
