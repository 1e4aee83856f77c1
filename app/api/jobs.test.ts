import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobListSchema, jobViewSchema } from "@/lib/contracts/jobs";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// The jobs routes as Next calls them, on a temp database: every kind's rows in one list.
const database = createRouteDatabase("jobs");

let routes: {
  jobs: typeof import("./jobs/route");
  one: typeof import("./jobs/[kind]/[id]/route");
  sweeps: typeof import("./sweeps/route");
};
let idle: () => Promise<void>;
let transcriptId = "";

const ctx = (kind: string, id: string) => ({ params: Promise.resolve({ kind, id }) });
const list = async () => jobListSchema.parse(await (await routes.jobs.GET()).json()).jobs;

beforeAll(async () => {
  await database.setUp();
  routes = {
    jobs: await import("./jobs/route"),
    one: await import("./jobs/[kind]/[id]/route"),
    sweeps: await import("./sweeps/route"),
  };
  idle = (await import("@/lib/server")).jobsIdle;
  transcriptId = await uploadThroughRoute(makeTranscriptText(21, 300_000), "j.jsonl");
}, 60_000);
afterAll(async () => {
  await idle();
  await database.tearDown();
});

describe("jobs routes", () => {
  it("lists a sweep as a job with its progress, and a finished one cannot be cancelled again", async () => {
    const created = await routes.sweeps.POST(
      new Request("http://test/api/sweeps", {
        method: "POST",
        body: JSON.stringify({
          transcriptIds: [transcriptId],
          grid: { autocompactBufferTokens: [8_000, 16_000] },
        }),
        headers: { "content-type": "application/json" },
      }),
    );
    const { id } = (await created.json()) as { id: string };
    await idle();
    const job = (await list()).find((j) => j.kind === "sweep" && j.id === id);
    expect(job).toMatchObject({
      title: "Sweep of 1 session × 2 settings",
      href: `/sweeps/${id}`,
      status: "done",
      progress: { done: 2, total: 2 },
    });
    const response = await routes.one.DELETE(
      new Request(`http://test/api/jobs/sweep/${id}`, { method: "DELETE" }),
      ctx("sweep", id),
    );
    expect(response.status).toBe(200);
    expect(jobViewSchema.parse(await response.json()).status).toBe("done");
  });

  it.each([
    ["an unknown kind", "nope", "x", 422],
    ["an unknown id", "sweep", "missing", 404],
    ["an unknown re-parse", "reparse", "missing", 404],
  ])("answers %s with a JSON error", async (_what, kind, id, status) => {
    const response = await routes.one.DELETE(
      new Request(`http://test/api/jobs/${kind}/${id}`, { method: "DELETE" }),
      ctx(kind, id),
    );
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});
