import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepResultsSchema } from "@/lib/contracts/sweeps";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { SWEEP_CSV_FIGURES } from "@/lib/sweeps/sweep-csv";
import { parseCsv } from "@/lib/sweeps/testing/parse-csv";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// The sweep routes as Next calls them, on a temp database, replaying on the real pool.
const database = createRouteDatabase("sweeps");

let routes: {
  sweeps: typeof import("./sweeps/route");
  one: typeof import("./sweeps/[id]/route");
  results: typeof import("./sweeps/[id]/results/route");
  aftermath: typeof import("./sweeps/[id]/aftermath/route");
};
let idle: () => Promise<void>;
let ids: string[] = [];

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const post = (body: unknown) =>
  routes.sweeps.POST(
    new Request("http://test/api/sweeps", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json" },
    }),
  );
const results = (id: string, query = "") =>
  routes.results.GET(new Request(`http://test/api/sweeps/${id}/results${query}`), ctx(id));
const aftermath = (id: string, query = "") =>
  routes.aftermath.GET(
    new Request(`http://test/api/sweeps/${encodeURIComponent(id)}/aftermath${query}`),
    ctx(id),
  );
const GRID = { autocompactBufferTokens: [8_000, 40_000], maxOutputTokens: [20_000, 64_000] };

beforeAll(async () => {
  await database.setUp();
  routes = {
    sweeps: await import("./sweeps/route"),
    one: await import("./sweeps/[id]/route"),
    results: await import("./sweeps/[id]/results/route"),
    aftermath: await import("./sweeps/[id]/aftermath/route"),
  };
  idle = (await import("@/lib/server")).jobsIdle;
  ids = [];
  for (const seed of [11, 12, 13])
    ids.push(await uploadThroughRoute(makeTranscriptText(seed, 900_000), `s${seed}.jsonl`));
}, 60_000);
afterAll(async () => {
  await idle();
  await database.tearDown();
});

describe("sweep routes", () => {
  let sweepId = "";

  it("POST answers 202 { id }, and the sweep runs to done with its progress", async () => {
    const response = await post({ transcriptIds: ids, grid: GRID });
    expect(response.status).toBe(202);
    sweepId = ((await response.json()) as { id: string }).id;
    await idle();
    const answer = await routes.one.GET(
      new Request(`http://test/api/sweeps/${sweepId}`),
      ctx(sweepId),
    );
    expect(await answer.json()).toMatchObject({
      status: "done",
      progress: { done: 12, total: 12 },
    });
  }, 60_000);

  it("results answer one row per setting, the recorded reality first as setting null", async () => {
    const { rows } = (await (await results(sweepId, "?format=json")).json()) as {
      rows: { setting: unknown; sessions: number; compactions: number }[];
    };
    expect(rows.map((r) => r.setting)).toEqual([
      null,
      { autocompactBufferTokens: 8_000, maxOutputTokens: 20_000 },
      { autocompactBufferTokens: 8_000, maxOutputTokens: 64_000 },
      { autocompactBufferTokens: 40_000, maxOutputTokens: 20_000 },
      { autocompactBufferTokens: 40_000, maxOutputTokens: 64_000 },
    ]);
    expect(rows.every((r) => r.sessions === 3)).toBe(true);
    // A 40K buffer under a 64K output reserve compacts earliest: at least as often as 8K/20K.
    expect(rows[4]!.compactions).toBeGreaterThanOrEqual(rows[1]!.compactions);
  });

  it("the CSV parses back equal to the JSON", async () => {
    const json = (await (await results(sweepId)).json()) as { rows: Record<string, unknown>[] };
    const response = await results(sweepId, "?format=csv");
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="sweep-.*\.csv"/,
    );
    const [header, ...lines] = parseCsv(await response.text());
    const axes = Object.keys(GRID);
    expect(header).toEqual(["recorded", ...axes, ...SWEEP_CSV_FIGURES]);
    const back = lines.map((cells) => {
      const cell = (name: string) => cells[header!.indexOf(name)]!;
      const isRecorded = cell("recorded") === "yes";
      return {
        setting: isRecorded ? null : Object.fromEntries(axes.map((a) => [a, JSON.parse(cell(a))])),
        ...Object.fromEntries(
          SWEEP_CSV_FIGURES.map((f) => [f, cell(f) === "" ? null : Number(cell(f))]),
        ),
      };
    });
    expect(back).toEqual(json.rows);
  });

  let aftermathSweepId = "";

  it("aftermath answers every setting's exposure, least re-spent first, as the results count", async () => {
    // A low threshold makes these short sessions compact, so there is something to measure.
    const created = await post({ transcriptIds: ids, grid: { autocompactPctOverride: [30, 45] } });
    aftermathSweepId = ((await created.json()) as { id: string }).id;
    await idle();
    const { rows } = sweepResultsSchema.parse(await (await results(aftermathSweepId)).json());
    const response = await aftermath(aftermathSweepId);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="sweep-aftermath-${aftermathSweepId}.json"`,
    );
    const json = (await response.json()) as {
      definition: string;
      rows: { setting: unknown; compactions: number; respentTotal: number | null }[];
    };
    expect(json.definition).toMatch(/not an observed aftermath/);
    // Every compaction of every setting is measured, the recorded ones included.
    const byKey = new Map(json.rows.map((r) => [JSON.stringify(r.setting), r]));
    expect(byKey.size).toBe(rows.length);
    for (const row of rows)
      expect(byKey.get(JSON.stringify(row.setting))?.compactions).toBe(row.compactions);
    expect(rows.filter((r) => r.setting !== null).every((r) => r.compactions > 0)).toBe(true);
    const totals = json.rows.map((r) => r.respentTotal ?? -1);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  }, 60_000);

  it("the aftermath CSV parses back equal to its JSON", async () => {
    const id = aftermathSweepId;
    const json = (await (await aftermath(id)).json()) as { rows: Record<string, unknown>[] };
    const response = await aftermath(id, "?format=csv");
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="sweep-aftermath-${id}.csv"`,
    );
    const [header, ...lines] = parseCsv(await response.text());
    const axes = ["autocompactPctOverride"];
    const figures = header!.slice(1 + axes.length);
    const back = lines.map((cells) => {
      const cell = (name: string) => cells[header!.indexOf(name)]!;
      return {
        setting:
          cell("recorded") === "yes"
            ? null
            : Object.fromEntries(axes.map((a) => [a, JSON.parse(cell(a))])),
        ...Object.fromEntries(figures.map((f) => [f, cell(f) === "" ? null : Number(cell(f))])),
      };
    });
    expect(back).toEqual(json.rows);
  });

  it.each([
    'a"; filename=x.exe',
    "../../etc/passwd",
    "a\r\nset-cookie: x=1",
    "%00",
    "x".repeat(300),
  ])("aftermath of a hostile id %j is a JSON 404 with no download", async (id) => {
    for (const format of ["json", "csv"]) {
      const response = await aftermath(id, `?format=${format}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-disposition")).toBeNull();
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });

  it("aftermath refuses an unknown format", async () => {
    expect((await aftermath(sweepId, "?format=xml")).status).toBe(422);
  });

  it("answers one session's rows on demand", async () => {
    const { rows } = (await (await results(sweepId, `?transcriptId=${ids[0]}`)).json()) as {
      rows: { sessions: number }[];
    };
    expect(rows.map((r) => r.sessions)).toEqual([1, 1, 1, 1, 1]);
  });

  it("by=session answers each session's rows by name, summing to the rows per setting", async () => {
    const answer = sweepResultsSchema.parse(await (await results(sweepId, "?by=session")).json());
    const sessions = answer.sessions ?? [];
    expect(sessions.map((s) => [s.transcriptId, s.name])).toEqual([
      [ids[0], "s11.jsonl"],
      [ids[1], "s12.jsonl"],
      [ids[2], "s13.jsonl"],
    ]);
    answer.rows.forEach((row, i) => {
      const parts = sessions.map((s) => s.rows[i]!);
      expect(parts.every((p) => JSON.stringify(p.setting) === JSON.stringify(row.setting))).toBe(
        true,
      );
      expect(parts.reduce((n, p) => n + p.compactions, 0)).toBe(row.compactions);
    });
  });

  it("lists the sweep", async () => {
    const { sweeps } = (await (await routes.sweeps.GET()).json()) as { sweeps: { id: string }[] };
    expect(sweeps.map((s) => s.id)).toContain(sweepId);
  });

  it("DELETE leaves a finished sweep as it was", async () => {
    const answer = await routes.one.DELETE(
      new Request(`http://test/api/sweeps/${sweepId}`, { method: "DELETE" }),
      ctx(sweepId),
    );
    expect(await answer.json()).toMatchObject({ status: "done" });
  });

  it.each([
    [
      "GET of an unknown sweep",
      () => routes.one.GET(new Request("http://test/api/sweeps/nope"), ctx("nope")),
    ],
    [
      "DELETE of an unknown sweep",
      () =>
        routes.one.DELETE(
          new Request("http://test/api/sweeps/nope", { method: "DELETE" }),
          ctx("nope"),
        ),
    ],
    ["results of an unknown sweep", () => results("nope")],
    ["results of a session outside the sweep", () => results(sweepId, "?transcriptId=other")],
  ])("404 for %s", async (_what, call) => {
    const response = await call();
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it.each([
    [
      "an unknown constant",
      { grid: { autocompactBuffer: [1] } },
      /grid\.autocompactBuffer: unknown constant/,
    ],
    [
      "a value out of its bounds",
      { grid: { maxOutputTokens: [20_000, 0] } },
      /grid\.maxOutputTokens\[1\] must be at least 1/,
    ],
    [
      "an unknown transcript",
      { transcriptIds: ["nope"] },
      /transcriptIds\[0\]: no transcript with id "nope"/,
    ],
    ["no transcripts", { transcriptIds: [] }, /transcriptIds: at least one transcript/],
    [
      "a grid over the cap",
      {
        grid: {
          maxOutputTokens: Array.from({ length: 100 }, (_, i) => 1_000 + i),
          autocompactBufferTokens: [1, 2, 3],
        },
      },
      /300 settings: at most 200 per sweep/,
    ],
    ["an unknown field", { extra: 1 }, /has a key it does not know: "extra"/],
  ])("422 naming %s", async (_what, body, message) => {
    const response = await post({ transcriptIds: ids, grid: GRID, ...body });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      message,
    );
  });

  it("422 for an unknown results format", async () => {
    expect((await results(sweepId, "?format=xml")).status).toBe(422);
  });

  it("413 for a body over 1 MiB", async () => {
    const response = await post(
      JSON.stringify({ transcriptIds: ids, grid: GRID, pad: "x".repeat(1_100_000) }),
    );
    expect(response.status).toBe(413);
  });

  it.each([
    [
      "PUT /api/sweeps",
      () => routes.sweeps.PUT(new Request("http://test/api/sweeps", { method: "PUT" })),
      "GET, POST",
    ],
    [
      "POST /api/sweeps/:id",
      () => routes.one.POST(new Request("http://test/api/sweeps/x", { method: "POST" })),
      "GET, DELETE",
    ],
    [
      "DELETE results",
      () =>
        routes.results.DELETE(
          new Request("http://test/api/sweeps/x/results", { method: "DELETE" }),
        ),
      "GET",
    ],
  ])("405 with Allow for %s", async (_what, call, allow) => {
    const response = await call();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
  });
});
