import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableTeamMode, sessionCookieFor } from "@/lib/auth/testing/team-session";
import { addUserToWorkspace } from "@/lib/db/accounts";
import { createPrismaClient } from "@/lib/db/create-prisma-client";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";

// An upload with ?uploadId= through the route, and its progress read back by the progress
// route and by a second Prisma client (another web process's view of the same database).
const database = createRouteDatabase("upload-progress");

let transcripts: typeof import("./transcripts/route");
let progress: typeof import("./uploads/[uploadId]/route");

const getProgress = (uploadId: string, cookie = "") =>
  progress.GET(new Request(`http://test/api/uploads/${uploadId}`, { headers: { cookie } }), {
    params: Promise.resolve({ uploadId }),
  });
const postUpload = (uploadId: string, body: BodyInit, cookie = "") =>
  transcripts.POST(
    new Request(`http://test/api/transcripts?name=p.jsonl&uploadId=${uploadId}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-ndjson", cookie },
      duplex: "half",
    } as RequestInit),
  );

/** A body that sends `bytes` of a transcript and then breaks, as a client that went away. */
function abortedBody(bytes: number): ReadableStream<Uint8Array> {
  const text = new TextEncoder().encode(makeTranscriptText(52, bytes * 2));
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      // error() drops what is queued: the bytes go in one pull, the break in the next.
      if (sent) controller.error(new Error("aborted"));
      else controller.enqueue(text.subarray(0, bytes));
      sent = true;
    },
  });
}

beforeAll(async () => {
  await database.setUp();
  transcripts = await import("./transcripts/route");
  progress = await import("./uploads/[uploadId]/route");
});
afterAll(() => database.tearDown());

describe("upload progress routes", () => {
  it("answers an upload's final progress, and another process reads the same", async () => {
    const text = makeTranscriptText(51, 400_000);
    const response = await postUpload("up-route-1", text);
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
    expect(await answer.json()).toEqual({ ...expected, status: "stored", failure: null });

    const other = createPrismaClient(process.env.DATABASE_URL as string);
    try {
      expect(
        await other.uploadProgress.findFirst({
          where: { uploadId: { endsWith: "/up-route-1" } },
          select: { bytesReceived: true, records: true, files: true, done: true },
        }),
      ).toEqual({ ...expected, uploadId: undefined });
    } finally {
      await other.$disconnect();
    }
  });

  // Regression: an aborted upload answered `done: true, bytesReceived: 0`.
  it("an upload the client aborted is failed, saying how far it got", async () => {
    const response = await postUpload("up-aborted", abortedBody(2_000_000));
    expect(response.status).toBe(400);
    const answer = (await (await getProgress("up-aborted")).json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ done: false, status: "failed" });
    expect(answer.bytesReceived).toBeGreaterThan(1_000_000);
    expect(answer.failure).toMatch(/^aborted by the client after (1\.\d|2\.0) MB$/);
  });

  it("an upload refused for what it holds is failed with the refusal", async () => {
    const response = await postUpload("up-refused", "\n\n");
    expect(response.status).toBe(400);
    expect(await (await getProgress("up-refused")).json()).toMatchObject({
      done: false,
      status: "failed",
      failure: "refused: The upload has only blank lines: send a Claude Code .jsonl transcript.",
    });
  });

  it("404 JSON for an upload no process has seen", async () => {
    const answer = await getProgress("never-started");
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      error: { code: "not_found", message: 'No upload "never-started" in progress.' },
    });
  });
});

// Regression: in team mode any user read another's upload progress knowing its id.
describe("upload progress on a team server", () => {
  let restore = () => {};
  let cookies: { ada: string; bea: string };
  let adaWorkspace = "";

  beforeAll(async () => {
    restore = enableTeamMode();
    const { getDb } = await import("@/lib/server/database");
    const db = getDb();
    const a = await addUserToWorkspace(db, { email: "ada@example.com", workspace: "Ada's team" });
    const b = await addUserToWorkspace(db, { email: "bea@example.com", workspace: "Bea's team" });
    cookies = { ada: await sessionCookieFor(a.user.id), bea: await sessionCookieFor(b.user.id) };
    adaWorkspace = a.workspace.id;
  });
  afterAll(() => restore());

  it("another workspace's user reads an upload's progress as missing (404)", async () => {
    const response = await postUpload("up-ada", makeTranscriptText(53, 200_000), cookies.ada);
    expect(response.status).toBe(201);
    expect((await getProgress("up-ada", cookies.ada)).status).toBe(200);
    const asBea = await getProgress("up-ada", cookies.bea);
    expect([asBea.status, (await asBea.json()).error.code]).toEqual([404, "not_found"]);
    // Written inside the uploader's workspace, throttled writes and the last one alike.
    const other = createPrismaClient(process.env.DATABASE_URL as string);
    try {
      const rows = await other.uploadProgress.findMany({
        where: { uploadId: { endsWith: "/up-ada" } },
        select: { workspaceId: true },
      });
      expect(rows).toEqual([{ workspaceId: adaWorkspace }]);
    } finally {
      await other.$disconnect();
    }
  });

  it("the same uploadId in two workspaces keeps two progresses apart", async () => {
    const text = makeTranscriptText(54, 200_000);
    expect((await postUpload("up-same", text, cookies.ada)).status).toBe(201);
    expect((await postUpload("up-same", "\n", cookies.bea)).status).toBe(400);
    expect(await (await getProgress("up-same", cookies.ada)).json()).toMatchObject({
      status: "stored",
      bytesReceived: Buffer.byteLength(text),
    });
    expect(await (await getProgress("up-same", cookies.bea)).json()).toMatchObject({
      status: "failed",
    });
  });
});
