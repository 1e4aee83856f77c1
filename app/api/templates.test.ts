import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  promptTemplateSchema,
  promptTemplateVersionSchema,
} from "@/lib/contracts/prompt-templates";
import { createRouteDatabase } from "@/lib/http/testing/route-database";

// The template routes as Next calls them, on a migrated temp database.
const database = createRouteDatabase("templates");

let routes: {
  list: typeof import("./templates/route");
  versions: typeof import("./templates/[id]/versions/route");
  version: typeof import("./templates/[id]/versions/[version]/route");
  diff: typeof import("./templates/[id]/diff/route");
};

beforeAll(async () => {
  await database.setUp();
  routes = {
    list: await import("./templates/route"),
    versions: await import("./templates/[id]/versions/route"),
    version: await import("./templates/[id]/versions/[version]/route"),
    diff: await import("./templates/[id]/diff/route"),
  };
});
afterAll(() => database.tearDown());

const json = (body: unknown) =>
  new Request("http://test/api/templates", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
const get = (path: string) => new Request(`http://test${path}`);
const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

async function createTemplate(name: string, prompt: string): Promise<string> {
  const response = await routes.list.POST(json({ name, prompt, note: "first" }));
  expect(response.status).toBe(201);
  return promptTemplateSchema.parse(await response.json()).id;
}

describe("templates API", () => {
  it("lists the read-only Claude Code default first, then the created ones", async () => {
    const id = await createTemplate("Terse", "Summarise tersely.\n");
    const { templates } = await (await routes.list.GET()).json();
    expect(templates[0]).toMatchObject({
      id: "claude-code-default",
      readOnly: true,
      latestVersion: 1,
    });
    expect(templates.at(-1)).toMatchObject({
      id,
      name: "Terse",
      readOnly: false,
      latestVersion: 1,
      versions: [{ version: 1, note: "first" }],
    });
  });

  it("adds versions 2, 3 and reads each back with its prompt", async () => {
    const id = await createTemplate("Versions", "v1\n");
    for (const [n, prompt] of [
      [2, "v2\n"],
      [3, "v3\n"],
    ] as const) {
      const response = await routes.versions.POST(json({ prompt }), ctx({ id }));
      expect(response.status).toBe(201);
      expect(promptTemplateVersionSchema.parse(await response.json()).version).toBe(n);
    }
    const response = await routes.version.GET(
      get(`/api/templates/${id}/versions/2`),
      ctx({ id, version: "2" }),
    );
    expect(await response.json()).toMatchObject({
      id,
      name: "Versions",
      version: 2,
      prompt: "v2\n",
    });
  });

  it("answers the default's prompt as version 1", async () => {
    const id = "claude-code-default";
    const response = await routes.version.GET(get("/x"), ctx({ id, version: "1" }));
    expect(response.status).toBe(200);
    expect((await response.json()).prompt.length).toBeGreaterThan(20);
  });

  it.each([
    ["an unknown template", "nope", "1", 404],
    ["an unknown version", "claude-code-default", "2", 404],
    ["a version that is not a number", "claude-code-default", "x", 404],
  ])("answers 404 for %s", async (_what, id, version, status) => {
    const response = await routes.version.GET(get("/x"), ctx({ id, version }));
    expect([response.status, (await response.json()).error.code]).toEqual([status, "not_found"]);
  });

  it("refuses a new version of the read-only default with 409", async () => {
    const response = await routes.versions.POST(
      json({ prompt: "x" }),
      ctx({ id: "claude-code-default" }),
    );
    expect([response.status, (await response.json()).error.code]).toEqual([409, "conflict"]);
  });

  it.each([
    ["no name", { prompt: "x" }],
    ["an empty prompt", { name: "a", prompt: "" }],
    ["an unknown field", { name: "a", prompt: "x", extra: 1 }],
  ])("answers 422 for %s", async (_what, body) => {
    const response = await routes.list.POST(json(body));
    expect([response.status, (await response.json()).error.code]).toEqual([422, "invalid_request"]);
  });

  it("answers 413 for a body over 1 MiB", async () => {
    const response = await routes.list.POST(json({ name: "big", prompt: "x".repeat(1_100_000) }));
    expect(response.status).toBe(413);
  });

  it("diffs two versions, and a version against another template's", async () => {
    const id = await createTemplate("Diffed", "keep\nold line\n");
    await routes.versions.POST(json({ prompt: "keep\nnew line\n" }), ctx({ id }));
    const response = await routes.diff.GET(
      get(`/api/templates/${id}/diff?from=1&to=2`),
      ctx({ id }),
    );
    const { patch, hunks } = await response.json();
    expect(hunks[0].lines).toEqual([" keep", "-old line", "+new line"]);
    expect(patch).toContain("--- Diffed v1");

    const other = await createTemplate("Other", "keep\n");
    const across = await routes.diff.GET(
      get(`/api/templates/${id}/diff?from=2&to=1&otherId=${other}`),
      ctx({ id }),
    );
    expect((await across.json()).hunks[0].lines).toEqual([" keep", "-new line"]);
  });

  it("answers 422 for a diff without versions and 405 for other methods", async () => {
    const id = "claude-code-default";
    const bad = await routes.diff.GET(get(`/api/templates/${id}/diff?from=1`), ctx({ id }));
    expect(bad.status).toBe(422);
    const refused = await routes.list.DELETE(
      new Request("http://test/api/templates", { method: "DELETE" }),
    );
    expect([refused.status, refused.headers.get("allow")]).toEqual([405, "GET, POST"]);
  });
});
