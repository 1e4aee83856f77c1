import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/create-prisma-client";
import { createRouteDatabase } from "@/lib/db/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/test-support/transcript-text";

// An upload with ?uploadId= through the route, and its progress read back by the progress
// route and by a second Prisma client (another web process's view of the same database).
const database = createRouteDatabase("upload-progress");

let transcripts: typeof import("./transcripts/route");
let progress: typeof import("./uploads/[uploadId]/route");

const getProgress = (uploadId: string) =>
  progress.GET(new Request(`http://test/api/uploads/${uploadId}`), {
    params: Promise.resolve({ uploadId }),
  });

beforeAll(async () => {
  await database.setUp();
  transcripts = await import("./transcripts/route");
  progress = await import("./uploads/[uploadId]/route");
});
afterAll(() => database.tearDown());

describe("upload progress routes", () => {
  it("answers an upload's final progress, and another process reads the same", async () => {
    const text = makeTranscriptText(51, 400_000);
    const response = await transcripts.POST(
      new Request("http://test/api/transcripts?name=p.jsonl&uploadId=up-route-1", {
        method: "POST",
        body: text,
        headers: { "content-type": "application/x-ndjson" },
      }),
    );
    expect(response.status).toBe(201);
    const { transcripts: stored } = (await response.json()) as {
      transcripts: { records: number }[];
    };
    const expected = {
      uploadId: "up-route-1",
      bytesReceived: Buffer.byteLength(text),
      records: stored[0]!.records,
      files: 1,
      done: true,
    };
    const answer = await getProgress("up-route-1");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual(expected);

    const other = createPrismaClient(process.env.DATABASE_URL as string);
    try {
      expect(
        await other.uploadProgress.findUnique({
          where: { uploadId: "up-route-1" },
          select: { uploadId: true, bytesReceived: true, records: true, files: true, done: true },
        }),
      ).toEqual(expected);
    } finally {
      await other.$disconnect();
    }
  });

  it("404 JSON for an upload no process has seen", async () => {
    const answer = await getProgress("never-started");
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      error: { code: "not_found", message: 'No upload "never-started" in progress.' },
    });
  });
});
