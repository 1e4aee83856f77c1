import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableTeamMode } from "@/lib/auth/testing/team-session";
import { createRouteDatabase } from "@/lib/http/testing/route-database";

// Every API route file, found on disk (so a route added later is checked without editing this
// file), answers 401 JSON to every method when a team server gets no session. The one exception
// is Auth.js's own sign-in endpoints.
const API_DIR = path.dirname(fileURLToPath(import.meta.url));
const OPEN_ROUTES = new Set(["auth/[...nextauth]/route.ts"]);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const routeFiles = readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => path.basename(file) === "route.ts" && !file.startsWith("_"))
  .map((file) => file.split(path.sep).join("/"))
  .sort();

const database = createRouteDatabase("route-guard");
let restore = () => {};
beforeAll(async () => {
  await database.setUp();
  restore = enableTeamMode();
});
afterAll(async () => {
  restore();
  await database.tearDown();
});

/** Every dynamic segment a route might read, filled with an id no workspace has. */
const CONTEXT = {
  params: Promise.resolve({
    id: "x",
    point: "x",
    variantId: "x",
    version: "1",
    uploadId: "x",
    path: ["x"],
  }),
};

describe("every API route is guarded in team mode", () => {
  it("finds the route files (the enumeration itself works)", () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(routeFiles).toContain("transcripts/[id]/route.ts");
    expect(routeFiles.filter((file) => OPEN_ROUTES.has(file))).toEqual([...OPEN_ROUTES]);
  });

  // Next answers a method a route does not export with an empty 405: each route exports the
  // ones it lacks through otherMethods (the JSON 405 with Allow), the catch-all its JSON 404.
  it.each(routeFiles.filter((file) => !OPEN_ROUTES.has(file)))(
    "%s exports a handler for every method",
    async (file) => {
      const route = (await import(`./${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
      expect(METHODS.filter((method) => typeof route[method] !== "function")).toEqual([]);
    },
  );

  it.each(routeFiles.filter((file) => !OPEN_ROUTES.has(file)))(
    "%s answers 401 unauthenticated to every method without a session",
    async (file) => {
      const route = (await import(`./${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
      const methods = METHODS.filter((method) => typeof route[method] === "function");
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) {
        const handler = route[method] as (request: Request, context: unknown) => Promise<Response>;
        const request = new Request(`http://test/api/${file}`, {
          method,
          ...(method === "GET" || method === "DELETE" ? {} : { body: "{}" }),
        });
        const response = await handler(request, CONTEXT);
        expect({ method, status: response.status, body: await response.json() }).toMatchObject({
          method,
          status: 401,
          body: { error: { code: "unauthenticated" } },
        });
      }
    },
  );
});
