import fc from "fast-check";
import {
  HOSTILE_COOKIES,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  PLAUSIBLE_VALUES,
} from "./hostile-values";
import { QUERY_NAMES } from "./route-query-names";
import { hostileBody, type FuzzBody } from "./hostile-body";

/** Where a request says it comes from: the server's own page, another port, and so on. */
export const ORIGINS = ["none", "same", "other-port", "sibling", "null"] as const;
export type OriginKind = (typeof ORIGINS)[number];

/** Which cookie a request carries: the signed-in session (team mode), none, or junk. */
export type CookieKind = { kind: "session" } | { kind: "none" } | { kind: "junk"; value: string };

/** One hostile request to one route handler, as data (built by buildFuzzRequest). */
export type FuzzCase = {
  params: Record<string, string | string[]>;
  query: [string, string][];
  body: FuzzBody | null;
  origin: OriginKind;
  secFetchSite: "same-origin" | "same-site" | "cross-site" | "none" | null;
  cookie: CookieKind;
  accept: "application/json" | "text/event-stream" | "*/*" | null;
};

/** A route's dynamic segments (`[id]`, `[...path]`) and, per segment, values that exist. */
export type RouteShape = {
  segments: { name: string; isCatchAll: boolean }[];
  existing: Record<string, string[]>;
  /** Bodies the route takes (a template's `{ name, prompt }`), mutated by hostileBody. */
  validBodies: unknown[];
  /** Query parameters the route reads, asked for more often than the rest. */
  queryNames: string[];
};

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

function segmentValue(existing: string[]): fc.Arbitrary<string> {
  const unknown = fc.constantFrom("unknown-id", "recorded-0", "replayed-1", "x");
  return existing.length === 0
    ? fc.oneof(unknown, hostileString)
    : fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...existing) },
        { weight: 1, arbitrary: unknown },
        { weight: 3, arbitrary: hostileString },
      );
}

function paramsFor(shape: RouteShape): fc.Arbitrary<Record<string, string | string[]>> {
  const entries = shape.segments.map(({ name, isCatchAll }) => {
    const one = segmentValue(shape.existing[name] ?? []);
    return [name, isCatchAll ? fc.array(one, { minLength: 1, maxLength: 3 }) : one] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

function queryPair(routeNames: string[]): fc.Arbitrary<[string, string]> {
  const names = routeNames.length ? routeNames : QUERY_NAMES;
  return fc.tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...names) },
      { weight: 2, arbitrary: fc.constantFrom(...QUERY_NAMES) },
      { weight: 1, arbitrary: hostileString },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE_VALUES) },
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
      { weight: 3, arbitrary: hostileString },
    ),
  );
}

const cookie: fc.Arbitrary<CookieKind> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: "session" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...HOSTILE_COOKIES)
      .map((value) => ({ kind: "junk" as const, value })),
  },
);

/**
 * Hostile requests for a route and method: mostly existing ids with hostile neighbours, so the
 * handler gets past its first check often enough to reach the database. Writes carry a body.
 */
export function fuzzCaseArbitrary(shape: RouteShape, method: string): fc.Arbitrary<FuzzCase> {
  return fc.record({
    params: paramsFor(shape),
    // Repeated names (`?a=1&a=2`) come up as they will.
    query: fc.array(queryPair(shape.queryNames), { maxLength: 4 }),
    body:
      method === "GET" ? fc.constant(null) : fc.option(hostileBody(shape.validBodies), { freq: 8 }),
    origin: fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom<OriginKind>("none", "same") },
      { weight: 1, arbitrary: fc.constantFrom<OriginKind>("other-port", "sibling", "null") },
    ),
    secFetchSite: fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(null, "same-origin" as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom("same-site" as const, "cross-site" as const, "none" as const),
      },
    ),
    cookie,
    accept: fc.constantFrom(
      null,
      "application/json" as const,
      "text/event-stream" as const,
      "*/*" as const,
    ),
  });
}

/**
 * The cases a random draw may miss, each tried once: every hostile number in every query
 * parameter the route reads, and every hostile string in every path segment, the rest of the
 * request being one the route takes (existing ids, its first valid body, the session).
 */
export function edgeCases(shape: RouteShape, method: string): FuzzCase[] {
  const params = Object.fromEntries(
    shape.segments.map(({ name, isCatchAll }) => {
      const value = shape.existing[name]?.[0] ?? "x";
      return [name, isCatchAll ? [value] : value];
    }),
  );
  const body =
    method === "GET" || shape.validBodies.length === 0
      ? null
      : {
          kind: "valid",
          contentType: "application/json",
          data: JSON.stringify(shape.validBodies[0]),
        };
  const base: FuzzCase = {
    params,
    query: [],
    body,
    origin: "same",
    secFetchSite: "same-origin",
    cookie: { kind: "session" },
    accept: null,
  };
  const queries = shape.queryNames.flatMap((name) =>
    HOSTILE_NUMBERS.map((value): FuzzCase => ({ ...base, query: [[name, value]] })),
  );
  const segments = shape.segments.flatMap(({ name, isCatchAll }) =>
    HOSTILE_STRINGS.map((value): FuzzCase => ({
      ...base,
      params: { ...params, [name]: isCatchAll ? [value] : value },
    })),
  );
  return [...queries, ...segments];
}
