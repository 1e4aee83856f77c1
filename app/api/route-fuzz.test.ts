import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enableTeamMode, sessionCookieFor } from "@/lib/auth/testing/team-session";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { testDatabaseProvider } from "@/lib/db/testing/test-provider";
import type { FakeMessagesApi } from "@/lib/llm/testing/fake-messages-api";
import { buildFuzzRequest } from "@/lib/testing/route-fuzz/build-fuzz-request";
import { checkAnswer } from "@/lib/testing/route-fuzz/check-answer";
import { expectedAnswer } from "@/lib/testing/route-fuzz/expected-answer";
import { edgeCases, fuzzCaseArbitrary, type FuzzCase } from "@/lib/testing/route-fuzz/fuzz-case";
import { FuzzTally } from "@/lib/testing/route-fuzz/fuzz-tally";
import { listRouteFiles, type RouteFile } from "@/lib/testing/route-fuzz/route-files";
import { startFakeAnthropic } from "./_testing/summaries-setup";
import { KNOWN_OPEN, type FuzzHit } from "./_testing/fuzz-known-open";
import { seedFuzzData, type FuzzSeed } from "./_testing/fuzz-seed";

// Every route file under app/api, every method, fed hostile requests from a seeded generator,
// in the open mode and in team mode with a signed-in user, on both databases (DATABASE_TESTS).
// Every answer must be a documented status (never a 500) and, for an error, the JSON error shape
// without a stack trace. Bounded for CI's quick run: FUZZ_RUNS and FUZZ_SEED make it longer.
const database = createRouteDatabase("route-fuzz");
const API_DIR = path.dirname(fileURLToPath(import.meta.url));
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_917);
/** Runs of a route's own handler; the 405 handlers (one function for all) get fewer. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const REFUSAL_RUNS = Math.max(2, Math.round(RUNS / 6));
const REQUEST_TIMEOUT_MS = 20_000;

type Handler = (request: Request, context: unknown) => Promise<Response>;
/**
 * Auth.js's own endpoints are left out: next-auth does not load under vitest (it imports
 * `next/server` without its extension), and they answer redirects and Auth.js's pages by design.
 * In the open mode they are handleRoute's 404, which the catch-all's cases cover.
 */
const NOT_FUZZED = new Set(["auth/[...nextauth]/route.ts"]);
const routeFiles = listRouteFiles(API_DIR).filter((route) => !NOT_FUZZED.has(route.file));
const savedEnv = { ...process.env };
let api: FakeMessagesApi;
let idle: () => Promise<void> = async () => {};

beforeAll(async () => {
  await database.setUp();
  api = await startFakeAnthropic({});
  idle = (await import("@/lib/server")).jobsIdle;
}, 120_000);
afterAll(async () => {
  await idle();
  await api?.close();
  process.env = savedEnv;
  await database.tearDown();
});

/** A seed per route and method, so one route's cases do not move when another is added. */
function seedOf(route: string, method: string, mode: string): number {
  let hash = SEED;
  for (const char of `${mode} ${method} ${route}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** The exported handlers of a route file, and which of them are one shared 405 function. */
async function handlersOf(route: RouteFile) {
  const routeModule = (await import(`./${route.file.replace(/\.ts$/, "")}`)) as Record<
    string,
    unknown
  >;
  const handlers = METHODS.filter((method) => typeof routeModule[method] === "function").map(
    (method) => ({ method, handler: routeModule[method] as Handler }),
  );
  const isShared = (handler: Handler) => handlers.filter((h) => h.handler === handler).length > 1;
  return handlers.map((h) => ({ ...h, runs: isShared(h.handler) ? REFUSAL_RUNS : RUNS }));
}

/** What handleRoute logged for a 500, in a line: the error, its first line and its frame. */
function causeOf(logged: unknown[][]): string {
  const error = logged.flat().find((value) => value instanceof Error) as Error | undefined;
  if (!error) return "";
  const line = error.message.split("\n").find((text) => text.trim() !== "") ?? "";
  const frame = error.stack
    ?.split("\n")
    .find((text) => /\/(lib|app)\//.test(text))
    ?.trim();
  return `${error.name}: ${line.trim().slice(0, 160)} ${frame ?? ""}`;
}

async function send(handler: Handler, request: Request, context: unknown): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(
      () => resolve(Response.json({ hang: true }, { status: 599 })),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([handler(request, context), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function describeMode(mode: "open" | "team") {
  describe(`route fuzz, ${mode} mode`, () => {
    const tally = new FuzzTally();
    const hits: FuzzHit[] = [];
    let seed: FuzzSeed;
    let cookie: string | null = null;
    let restore = () => {};

    beforeAll(async () => {
      if (mode === "team") {
        restore = enableTeamMode();
        const { getDb } = await import("@/lib/server/database");
        const { addUserToWorkspace } = await import("@/lib/db/accounts");
        const { user } = await addUserToWorkspace(getDb(), {
          email: "fuzz@example.com",
          workspace: "Fuzz team",
        });
        cookie = await sessionCookieFor(user.id);
      }
      seed = await seedFuzzData(cookie);
    }, 180_000);
    afterAll(async () => {
      await idle();
      restore();
      const title = `route fuzz on ${testDatabaseProvider()}, ${mode} mode, seed ${SEED}`;
      console.log(tally.format(title));
      for (const known of KNOWN_OPEN) {
        const matched = hits.filter((hit) => hit.knownOpen === known.name);
        if (matched.length === 0) continue;
        const where = new Set(matched.map((hit) => `${hit.method} /api/${hit.route}`));
        console.log(
          `  KNOWN_OPEN ${matched.length} x ${known.name}, on ${where.size} route methods`,
        );
        for (const cause of new Set(matched.map((hit) => hit.cause))) console.log(`    ${cause}`);
      }
    });

    async function fuzzRoute(route: RouteFile, onlyDelete: boolean) {
      const problems: string[] = [];
      for (const { method, handler, runs } of await handlersOf(route)) {
        if ((method === "DELETE") !== onlyDelete) continue;
        const shape = seed.shapeOf(route);
        const random = fc.sample(fuzzCaseArbitrary(shape, method), {
          seed: seedOf(route.route, method, mode),
          numRuns: runs,
        });
        const cases = runs === RUNS ? [...edgeCases(shape, method), ...random] : random;
        for (const fuzz of cases) problems.push(...(await fuzzOne(route, method, handler, fuzz)));
      }
      return problems;
    }

    async function fuzzOne(route: RouteFile, method: string, handler: Handler, fuzz: FuzzCase) {
      const { request, context } = buildFuzzRequest(route.route, method, fuzz, cookie);
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
      let verdict;
      let logged: unknown[][] = [];
      try {
        verdict = await checkAnswer(await send(handler, new NextRequest(request), context));
      } finally {
        logged = [...errors.mock.calls];
        errors.mockRestore();
        warnings.mockRestore();
      }
      tally.count(route.route || "(api root)", method, verdict.status);
      const expected = route.route.startsWith("auth/")
        ? null
        : expectedAnswer(fuzz, method, mode === "team");
      if (expected && (verdict.status !== expected.status || verdict.code !== expected.code))
        verdict.problems.push(
          `expected ${expected.status} ${expected.code}, got ${verdict.status} ${verdict.code}`,
        );
      if (verdict.problems.length === 0) return [];
      const hit: FuzzHit = {
        mode,
        route: route.route,
        method,
        fuzz,
        status: verdict.status,
        cause: causeOf(logged),
      };
      const known = KNOWN_OPEN.find((entry) => entry.matches(hit));
      if (known && verdict.status === 500) {
        hits.push({ ...hit, knownOpen: known.name });
        return [];
      }
      return [
        `${method} /api/${route.route} ${describeCase(fuzz)}: ${verdict.problems.join("; ")} ${hit.cause}`,
      ];
    }

    it("finds every route file", () => {
      expect(routeFiles.length).toBeGreaterThan(25);
      expect(routeFiles.map((r) => r.file)).toContain("transcripts/[id]/route.ts");
    });

    it.each(routeFiles.map((route) => [route.file, route] as const))(
      "%s answers every hostile request but DELETE in the documented way",
      async (_file, route) => {
        expect(await fuzzRoute(route, false)).toEqual([]);
      },
    );

    // Deletes last, so the seeded rows are there for every other method first.
    it.each(routeFiles.map((route) => [route.file, route] as const))(
      "%s answers every hostile DELETE in the documented way",
      async (_file, route) => {
        expect(await fuzzRoute(route, true)).toEqual([]);
      },
    );
  });
}

/** A case in a line: what was hostile about it, for a failure message. */
function describeCase(fuzz: FuzzCase): string {
  const text = JSON.stringify({
    params: fuzz.params,
    query: fuzz.query,
    body: fuzz.body && {
      kind: fuzz.body.kind,
      type: fuzz.body.contentType,
      data: String(fuzz.body.data).slice(0, 80),
    },
    origin: fuzz.origin,
    secFetchSite: fuzz.secFetchSite,
    cookie: fuzz.cookie,
    accept: fuzz.accept,
  });
  return text.length > 400 ? `${text.slice(0, 400)}...` : text;
}

describeMode("open");
describeMode("team");
