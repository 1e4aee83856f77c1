import { z } from "zod";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import type { RouteShape } from "@/lib/testing/route-fuzz/fuzz-case";
import type { RouteFile } from "@/lib/testing/route-fuzz/route-files";
import { ROUTE_QUERY_NAMES } from "@/lib/testing/route-fuzz/route-query-names";

/** The rows the fuzzer's requests find (so a handler gets past "not found"), and their ids. */
export type FuzzSeed = {
  ids: {
    transcript: string;
    point: string;
    template: string;
    savedFilter: string;
    sweep: string;
    variant: string;
    batch: string;
    upload: string;
  };
  /** The existing values of a route's segments and the bodies it takes. */
  shapeOf: (route: RouteFile) => RouteShape;
};

type Handler = (request: Request, context: unknown) => Promise<Response>;
const idSchema = z.object({ id: z.string() });

/** Calls a route handler as Next does, as the user of `cookie` (null in the open mode). */
async function call(
  route: string,
  method: string,
  {
    params = {},
    query = "",
    body,
    cookie,
    type = "application/json",
  }: {
    params?: Record<string, string>;
    query?: string;
    body?: string;
    cookie: string | null;
    type?: string;
  },
): Promise<unknown> {
  const routeModule = (await import(`../${route}/route`)) as Record<string, Handler>;
  const headers: Record<string, string> = { "content-type": type };
  if (cookie) headers.cookie = cookie;
  const url = `http://lab.test:3000/api/${route}${query}`;
  const request = new Request(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const response = await routeModule[method]!(request, { params: Promise.resolve(params) });
  const answer: unknown = await response.json();
  if (!response.ok)
    throw new Error(
      `seeding: ${method} ${route} answered ${response.status}: ${JSON.stringify(answer)}`,
    );
  return answer;
}

/**
 * Stores, through the routes and as the user of `cookie`, one of everything a route can look
 * up: a session large enough to compact (the e2e's seed), a template, a saved filter, a sweep,
 * an offline summary variant and a batch.
 */
export async function seedFuzzData(cookie: string | null): Promise<FuzzSeed> {
  const upload = `fuzz-upload-${cookie ? "team" : "open"}`;
  const uploaded = await call("transcripts", "POST", {
    query: `?name=fuzz.jsonl&uploadId=${upload}`,
    body: makeTranscriptText(4, 3_500_000),
    type: "application/x-ndjson",
    cookie,
  });
  const transcript = z.object({ transcripts: z.array(idSchema).min(1) }).parse(uploaded)
    .transcripts[0]!.id;
  const compactions = z
    .object({ points: z.array(z.object({ point: z.string() })) })
    .parse(
      await call("transcripts/[id]/compactions", "GET", { params: { id: transcript }, cookie }),
    );
  const point = compactions.points.find((p) => p.point.startsWith("recorded-"))?.point;
  if (!point) throw new Error("seeding: the generated session has no recorded compaction");

  const json = (value: unknown) => JSON.stringify(value);
  const template = idSchema.parse(
    await call("templates", "POST", {
      body: json({ name: "Fuzzed", prompt: "Summarise." }),
      cookie,
    }),
  ).id;
  const savedFilter = idSchema.parse(
    await call("saved-filters", "POST", {
      body: json({ name: "Fuzzed", filter: { q: "fuzz" } }),
      cookie,
    }),
  ).id;
  const sweepBody = { transcriptIds: [transcript], grid: { autocompactBufferTokens: [8_000] } };
  const sweep = idSchema.parse(await call("sweeps", "POST", { body: json(sweepBody), cookie })).id;
  const pointParams = { id: transcript, point };
  const variant = z.object({ variant: idSchema }).parse(
    await call("transcripts/[id]/compactions/[point]/summaries", "POST", {
      params: pointParams,
      body: json({ provider: "offline" }),
      cookie,
    }),
  ).variant.id;
  const batchBody = {
    transcriptId: transcript,
    points: [point],
    variants: [{ provider: "offline" }],
  };
  const batch = idSchema.parse(
    await call("summary-batches", "POST", { body: json(batchBody), cookie }),
  ).id;

  const ids = { transcript, point, template, savedFilter, sweep, variant, batch, upload };
  return { ids, shapeOf: (route) => shapeOf(route, ids) };
}

/** Which seeded id each segment of a route names, and a body or two the route takes. */
function shapeOf(route: RouteFile, ids: FuzzSeed["ids"]): RouteShape {
  const top = route.route.split("/")[0] ?? "";
  const idOf: Record<string, string[]> = {
    transcripts: [ids.transcript],
    templates: [ids.template, "claude-code-default"],
    "saved-filters": [ids.savedFilter],
    sweeps: [ids.sweep],
    "summary-batches": [ids.batch],
    jobs: [ids.sweep, ids.batch],
  };
  const existing: Record<string, string[]> = {
    id: idOf[top] ?? [],
    point: [ids.point],
    variantId: [ids.variant, "recorded"],
    version: ["1", "2"],
    kind: ["sweep", "summary-batch", "reparse"],
    uploadId: [ids.upload],
    path: ["transcripts", "x"],
  };
  return {
    segments: route.segments,
    existing,
    validBodies: VALID_BODIES(ids)[route.route] ?? [],
    queryNames: [...(ROUTE_QUERY_NAMES[route.route] ?? [])],
  };
}

/** Bodies each write route takes as they are (the fuzzer mutates them). */
const VALID_BODIES = (ids: FuzzSeed["ids"]): Record<string, unknown[]> => ({
  templates: [{ name: "Fuzzed again", prompt: "Summarise.", note: "n" }],
  "templates/[id]/versions": [{ prompt: "Summarise, v2.", note: "n" }],
  "saved-filters": [{ name: "Another", filter: { q: "x", compacted: "yes", minCost: "1" } }],
  "saved-filters/[id]": [{ name: "Renamed" }],
  redaction: [{ enabled: true, patterns: ["ACME-[0-9]{8}"] }],
  sweeps: [
    { transcriptIds: [ids.transcript], grid: { autocompactBufferTokens: [9_000] } },
    {
      savedFilterId: ids.savedFilter,
      profile: "auto",
      grid: { autocompactBufferTokens: [10_000] },
    },
  ],
  "summary-batches": [
    { transcriptId: ids.transcript, points: [ids.point], variants: [{ provider: "offline" }] },
  ],
  "transcripts/[id]/replay": [
    { profile: "auto" },
    { overrides: { autocompactBufferTokens: 9_000 } },
  ],
  "transcripts/[id]/compactions/[point]/request": [{ customInstructions: "Keep paths" }],
  "transcripts/[id]/compactions/[point]/summaries": [
    { provider: "offline", customInstructions: "Keep paths" },
    { provider: "anthropic", model: "claude-fuzz", templateId: ids.template, templateVersion: 1 },
  ],
  "transcripts/[id]/compactions/[point]/summaries/[variantId]/probes": [{ model: "claude-fuzz" }],
});
