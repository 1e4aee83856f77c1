import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// The saved-filter routes, and a sweep made from a saved filter, as Next calls them.
const database = createRouteDatabase("saved-filters");

let routes: {
  list: typeof import("./saved-filters/route");
  one: typeof import("./saved-filters/[id]/route");
  sweeps: typeof import("./sweeps/route");
  sweep: typeof import("./sweeps/[id]/route");
};
let idle: () => Promise<void>;
let ids: string[] = [];

type Saved = { id: string; name: string; filter: Record<string, string>; sessions: number };
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const json = (method: string, body: unknown) => ({
  method,
  body: typeof body === "string" ? body : JSON.stringify(body),
  headers: { "content-type": "application/json" },
});
const create = (body: unknown) =>
  routes.list.POST(new Request("http://test/api/saved-filters", json("POST", body)));
const rename = (id: string, body: unknown) =>
  routes.one.PATCH(
    new Request(`http://test/api/saved-filters/${id}`, json("PATCH", body)),
    ctx(id),
  );
const remove = (id: string) =>
  routes.one.DELETE(
    new Request(`http://test/api/saved-filters/${id}`, { method: "DELETE" }),
    ctx(id),
  );
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  await database.setUp();
  routes = {
    list: await import("./saved-filters/route"),
    one: await import("./saved-filters/[id]/route"),
    sweeps: await import("./sweeps/route"),
    sweep: await import("./sweeps/[id]/route"),
  };
  idle = (await import("@/lib/server")).jobsIdle;
  ids = [];
  for (const seed of [21, 22, 23])
    ids.push(await uploadThroughRoute(makeTranscriptText(seed, 300_000), `filter-${seed}.jsonl`));
  await uploadThroughRoute(makeTranscriptText(24, 300_000), `other-24.jsonl`);
}, 60_000);
afterAll(async () => {
  await idle();
  await database.tearDown();
});

describe("saved filter routes", () => {
  let saved: Saved;

  it("POST saves a filter: 201 with its id and the sessions it matches now", async () => {
    const response = await create({ name: " Filtered ", filter: { q: "filter-", version: " " } });
    expect(response.status).toBe(201);
    saved = (await response.json()) as Saved;
    expect(saved).toMatchObject({ name: "Filtered", filter: { q: "filter-" }, sessions: 3 });
    expect(Object.keys(saved.filter)).toEqual(["q"]);
  });

  it("GET lists them by name, with their counts", async () => {
    await create({ name: "All", filter: {} });
    const { savedFilters } = (await (await routes.list.GET()).json()) as { savedFilters: Saved[] };
    expect(savedFilters.map((f) => [f.name, f.sessions])).toEqual([
      ["All", 4],
      ["Filtered", 3],
    ]);
  });

  it("GET /:id answers one", async () => {
    const response = await routes.one.GET(new Request("http://test/x"), ctx(saved.id));
    expect(await response.json()).toMatchObject({ id: saved.id, name: "Filtered" });
  });

  it("409 for a name already taken, on POST and on PATCH", async () => {
    const posted = await create({ name: "Filtered", filter: { q: "x" } });
    expect(posted.status).toBe(409);
    expect(await errorOf(posted)).toEqual({
      code: "conflict",
      message: 'A saved filter named "Filtered" already exists.',
    });
    const patched = await rename(saved.id, { name: "All" });
    expect(patched.status).toBe(409);
  });

  it("PATCH renames", async () => {
    const response = await rename(saved.id, { name: "Mine" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: saved.id, name: "Mine", sessions: 3 });
  });

  it.each([
    ["no name", { filter: {} }, /^name is required$/],
    ["an empty name", { name: "  ", filter: {} }, /name: a name is required/],
    [
      "an unknown filter key",
      { name: "a", filter: { sort: "bytes" } },
      /filter has a key it does not know: "sort"/,
    ],
    ["a bad cost", { name: "a", filter: { minCost: "-1" } }, /filter\.minCost: a USD amount/],
    ["a bad compacted", { name: "a", filter: { compacted: "maybe" } }, /filter\.compacted/],
    [
      "an unknown field",
      { name: "a", filter: {}, extra: 1 },
      /has a key it does not know: "extra"/,
    ],
  ])("422 naming %s", async (_what, body, message) => {
    const response = await create(body);
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("invalid_request");
    expect(error.message).toMatch(message);
  });

  it("400 for a body that is not JSON", async () => {
    const response = await create("{name:");
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("bad_request");
  });

  it.each([
    ["GET", () => routes.one.GET(new Request("http://test/x"), ctx("nope"))],
    ["PATCH", () => rename("nope", { name: "z" })],
    ["DELETE", () => remove("nope")],
  ])("404 JSON for %s of an unknown id", async (_method, call) => {
    const response = await call();
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      code: "not_found",
      message: 'No saved filter with id "nope".',
    });
  });

  it("405 with Allow for PUT", async () => {
    const response = await routes.list.PUT(
      new Request("http://test/api/saved-filters", { method: "PUT" }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
  });
});

describe("a sweep from a saved filter", () => {
  const GRID = { autocompactBufferTokens: [8_000, 40_000] };
  const postSweep = (body: unknown) =>
    routes.sweeps.POST(new Request("http://test/api/sweeps", json("POST", body)));

  it("resolves the filter to its sessions when created and keeps the filter's name", async () => {
    const saved = (await (
      await create({ name: "Sweep me", filter: { q: "filter-2" } })
    ).json()) as Saved;
    const response = await postSweep({ savedFilterId: saved.id, grid: GRID });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await idle();
    // Deleting the filter afterwards changes nothing of the sweep.
    expect((await remove(saved.id)).status).toBe(204);
    const sweep = await (await routes.sweep.GET(new Request("http://test/x"), ctx(id))).json();
    expect(sweep).toMatchObject({
      status: "done",
      sessions: 3,
      filterName: "Sweep me",
      progress: { done: 6, total: 6 },
    });
  }, 60_000);

  it("a sweep of picked rows has no filter name", async () => {
    const { id } = (await (await postSweep({ transcriptIds: [ids[0]], grid: GRID })).json()) as {
      id: string;
    };
    await idle();
    const sweep = await (await routes.sweep.GET(new Request("http://test/x"), ctx(id))).json();
    expect(sweep).toMatchObject({ sessions: 1, filterName: null });
  }, 60_000);

  it.each([
    [
      "an unknown saved filter",
      { savedFilterId: "nope" },
      /savedFilterId: no saved filter with id "nope"/,
    ],
    [
      "both sources",
      { savedFilterId: "x", transcriptIds: ["y"] },
      /either transcriptIds or savedFilterId/,
    ],
    ["neither source", {}, /either transcriptIds or savedFilterId/],
  ])("422 naming %s", async (_what, body, message) => {
    const response = await postSweep({ grid: GRID, ...body });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toMatch(message);
  });

  it("422 for a saved filter that matches no session", async () => {
    const saved = (await (
      await create({ name: "Empty", filter: { q: "zzz-none" } })
    ).json()) as Saved;
    const response = await postSweep({ savedFilterId: saved.id, grid: GRID });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toMatch(/"Empty" matches no stored session/);
  });
});
