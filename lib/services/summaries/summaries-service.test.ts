import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertedSummaryText } from "../../compaction/summary-request/inserted-summary";
import type { SummaryRequest } from "../../compaction/summary-request/summary-request-types";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { AppError } from "../../errors";
import { createInProcessQueue } from "../../jobs/in-process-queue";
import { SUMMARY_JOB_PAYLOADS, summaryJobHandlers } from "./summary-jobs";
import type { SummarizerFailureCode } from "../../llm/summarizer";
import { createTemplatesService } from "../templates/templates-service";
import { createBaselineSummarizer } from "../../llm/baselines/baseline-summarizer";
import { createSummariesService } from "./summaries-service";
import type { BuildRequestOptions, SummariesPorts } from "./summaries-ports";
import { scriptedSummarizer, type Script } from "./testing/scripted-summarizer";
import type { VariantEvent } from "./variant-events";

let database: Awaited<ReturnType<typeof createTempDatabase>>;
let db: PrismaClient;
let transcriptId = "";
const POINT = "recorded-abc";

beforeAll(async () => {
  database = await createTempDatabase();
  db = database.db;
  transcriptId = (await db.transcript.create({ data: { name: "t.jsonl", status: "ready" } })).id;
});
afterAll(() => database.remove());

const REQUEST: SummaryRequest = {
  model: "claude-sonnet-4-5",
  system: "You are a helpful AI assistant tasked with summarizing conversations.",
  messages: [
    {
      role: "user",
      content: [
        { type: "text", text: "fix it" },
        { type: "text", text: "PROMPT" },
      ],
    },
  ],
  max_tokens: 20_000,
};

/** The service on the temp database, with fake ports that record what they were asked. */
function makeService(
  script: Script,
  overrides: Partial<SummariesPorts> = {},
  { runsJobs = true }: { runsJobs?: boolean } = {},
) {
  const built: BuildRequestOptions[] = [];
  const metricInputs: Parameters<SummariesPorts["computeMetrics"]>[0][] = [];
  const counterfactuals: unknown[] = [];
  const { summarizer, requests } = scriptedSummarizer(script);
  const ports: SummariesPorts = {
    buildRequest: async (_id, point, options) => {
      built.push(options);
      if (point === "replayed-999")
        return { ok: false, error: new AppError("not_found", "No compaction point.") };
      return { ok: true, value: { request: REQUEST, estimatedInputTokens: 5000, atCall: 40 } };
    },
    getSummarizer: () => summarizer,
    computeMetrics: (input) => {
      metricInputs.push(input);
      const calls = input.counterfactual?.kind === "next" ? input.counterfactual.calls : null;
      return {
        "summary-tokens": { value: input.summaryTokens, display: `${input.summaryTokens}` },
        "calls-until-next-compaction": { value: calls, display: `${calls}` },
      };
    },
    // The replay's counterfactual, faked: as many calls as the summary has tokens, plus 4.
    counterfactual: async ({ atCall, summaryTokens, profile }) => {
      counterfactuals.push({ atCall, summaryTokens, profile });
      return { kind: "next", calls: summaryTokens + 4, nextAtCall: atCall + summaryTokens + 4 };
    },
    readRecordedSummary: async (_id, point) =>
      point === POINT ? "Summary: the recorded one" : null,
    estimateTokens: (chars) => Math.round(chars / 4),
    ...overrides,
  };
  let clock = 0;
  const service = createSummariesService({
    db: () => db,
    templates: createTemplatesService({ db: () => db, defaultPrompt: "DEFAULT PROMPT" }),
    // A killed process's jobs never run: the queue drops them.
    jobs: () => (runsJobs ? queue : { enqueue: async () => {}, idle: async () => {} }),
    ports,
    now: () => (clock += 300),
  });
  const queue = createInProcessQueue(SUMMARY_JOB_PAYLOADS, () => summaryJobHandlers(service));
  return { service, queue, built, requests, metricInputs, counterfactuals };
}

function collect(): { events: VariantEvent[]; onEvent: (e: VariantEvent) => void } {
  const events: VariantEvent[] = [];
  return { events, onEvent: (e) => events.push(e) };
}

describe("summaries service", () => {
  it.each([
    ["a second try after dropping the oldest rounds", 1, "done", 2],
    ["three retries at most, then the failure stands", 9, "failed", 4],
  ])("answers the API's prompt-too-long with %s", async (_name, refusals, status, calls) => {
    const long: SummaryRequest = {
      ...REQUEST,
      messages: [
        { role: "user", content: "first ask" },
        ...Array.from({ length: 6 }, (_, i): SummaryRequest["messages"] => [
          { role: "assistant", content: `round ${i} ${"x".repeat(4_000)}` },
          { role: "user", content: `result ${i}` },
        ]).flat(),
        { role: "user", content: "PROMPT" },
      ],
    };
    const seen: SummaryRequest[] = [];
    const { service, queue } = makeService(
      { kind: "text", deltas: [] },
      {
        buildRequest: async () => ({
          ok: true,
          value: { request: long, estimatedInputTokens: 7_000, atCall: 40 },
        }),
        getSummarizer: () => ({
          provider: "anthropic",
          summarize: async ({ request }) => {
            seen.push(request);
            if (seen.length <= refusals)
              return {
                ok: false,
                failure: { code: "prompt_too_long", message: "Too long.", tokenGap: 500 },
              };
            return {
              ok: true,
              value: {
                text: "Summary: ok",
                model: "m",
                inputTokens: 1,
                outputTokens: 1,
                stopReason: "end_turn",
                latencyMs: 1,
                costUsd: null,
              },
            };
          },
        }),
      },
    );
    const { variant } = await service.create(transcriptId, POINT, { provider: "anthropic" });
    await queue.idle();
    const after = await service.get(transcriptId, POINT, variant.id);
    expect(after.status).toBe(status);
    expect(seen).toHaveLength(calls);
    // Each retry drops whole rounds from the head and keeps the prompt last.
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]!.messages.length).toBeLessThan(seen[i - 1]!.messages.length);
      expect(seen[i]!.messages.at(-1)).toEqual({ role: "user", content: "PROMPT" });
    }
  });

  it.each([
    ["its bytes", `<summary>${"x".repeat(160_001)}`, 100, /more than 160,000 bytes/],
    ["its output tokens", "<summary>short</summary>", 20_001, /reported 20,001 output/],
  ])(
    "fails a summary past the request's max_tokens by %s, from any summarizer, never done",
    async (_name, text, outputTokens, reason) => {
      const { service, queue, metricInputs } = makeService(
        { kind: "text", deltas: [] },
        {
          getSummarizer: () => ({
            provider: "offline",
            summarize: async ({ request }) => ({
              ok: true,
              value: {
                text,
                model: request.model,
                inputTokens: 1,
                outputTokens,
                stopReason: "end_turn",
                latencyMs: 1,
                costUsd: null,
              },
            }),
          }),
        },
      );
      const { variant } = await service.create(transcriptId, POINT, { provider: "offline" });
      await queue.idle();
      const after = await service.get(transcriptId, POINT, variant.id);
      expect([after.status, after.failure?.code, after.metrics]).toEqual([
        "failed",
        "output_too_large",
        null,
      ]);
      expect(after.failure?.message).toMatch(reason);
      expect(metricInputs).toEqual([]);
    },
  );

  it("replays the counterfactual with the summary as the context would hold it, not the raw output", async () => {
    const raw = `<analysis>${"scratchpad ".repeat(400)}</analysis>\n<summary>\n1. Primary Request and Intent:\n   Fix it.\n</summary>`;
    const { service, queue, counterfactuals } = makeService(
      { kind: "text", deltas: [raw] },
      {
        buildRequest: async () => ({
          ok: true,
          value: {
            request: REQUEST,
            estimatedInputTokens: 5000,
            atCall: 40,
            profile: "cc-2.1",
            trigger: "auto",
          },
        }),
      },
    );
    await service.create(transcriptId, POINT, { provider: "offline" });
    await queue.idle();
    const inserted = Math.round(insertedSummaryText(raw, "cc-2.1", "auto").length / 4);
    // cc-2.1 strips the 4,400-character analysis: the replay sees the short summary.
    expect(inserted).toBeLessThan(raw.length / 4 / 4);
    expect(counterfactuals).toEqual([{ atCall: 40, summaryTokens: inserted, profile: undefined }]);
  });

  it("runs a variant to done: text, tokens, cost, metrics with the counterfactual, events in order", async () => {
    const { service, queue, requests, metricInputs, counterfactuals } = makeService({
      kind: "text",
      deltas: ["Sum", "mary: ", "ok"],
    });
    const { events, onEvent } = collect();
    const { variant } = await service.create(
      transcriptId,
      POINT,
      { provider: "offline" },
      { onEvent },
    );
    expect(variant).toMatchObject({
      status: "queued",
      provider: "offline",
      model: "claude-sonnet-4-5",
    });
    await queue.idle();
    const done = await service.get(transcriptId, POINT, variant.id);
    expect(done).toMatchObject({
      status: "done",
      text: "Summary: ok",
      inputTokens: 1234,
      outputTokens: 3,
      latencyMs: 42,
      costUsd: 0.01,
      failure: null,
      metrics: {
        "summary-tokens": { value: 3, display: "3" },
        "calls-until-next-compaction": { value: 7, display: "7" },
      },
    });
    expect(done.finishedAt).not.toBeNull();
    expect(events.map((e) => e.type)).toEqual(["text", "text", "text", "done"]);
    expect(requests).toEqual([REQUEST]);
    // The counterfactual replays the point's call with this summary's tokens.
    expect(counterfactuals).toEqual([{ atCall: 40, summaryTokens: 3, profile: undefined }]);
    // The metrics read the summarised range, without the prompt the builder appended.
    expect(metricInputs[0]?.rangeTokens).toBe(
      Math.round(JSON.stringify([{ type: "text", text: "fix it" }]).length / 4),
    );
    expect(metricInputs[0]?.messages).toEqual([
      { role: "user", content: [{ type: "text", text: "fix it" }] },
    ]);
  });

  it("scores a variant and the recorded summary on the point's aftermath reference", async () => {
    const reference = [
      {
        kind: "file-reread" as const,
        target: "path" as const,
        text: "/p/a.ts",
        lines: { before: 3, after: 9 },
      },
    ];
    const asked: string[] = [];
    const { service, queue, metricInputs } = makeService(
      { kind: "text", deltas: ["Summary: ok"] },
      {
        aftermathReference: async (_id, point) => {
          asked.push(point);
          return point === POINT ? reference : null;
        },
      },
    );
    await service.create(transcriptId, POINT, { provider: "offline" });
    await queue.idle();
    await service.list(transcriptId, POINT);
    expect(asked).toEqual([POINT, POINT]);
    expect(metricInputs.map((input) => input.reference)).toEqual([reference, reference]);
  });

  it("runs a baseline with the point's restored files, past max_tokens: no model wrote it", async () => {
    const files = Array.from({ length: 400 }, (_, i) => `/p/src/module-${i}/file.ts`);
    const { service, queue } = makeService(
      { kind: "text", deltas: [] },
      {
        getSummarizer: () => createBaselineSummarizer(),
        buildRequest: async () => ({
          ok: true,
          value: {
            request: { ...REQUEST, max_tokens: 100 },
            estimatedInputTokens: 5000,
            atCall: 40,
            restoredFiles: files,
          },
        }),
      },
    );
    const { variant } = await service.create(transcriptId, POINT, {
      provider: "baseline",
      model: "baseline:policy-no-summary",
    });
    await queue.idle();
    const done = await service.get(transcriptId, POINT, variant.id);
    expect(done).toMatchObject({ status: "done", model: "baseline:policy-no-summary", costUsd: 0 });
    expect(done.text.split("\n")).toEqual(files.map((f) => `Restored ${f}`));
    expect(done.outputTokens).toBeGreaterThan(100);
  });

  it("writes the text so far while it streams, at most every 500 ms", async () => {
    const { service, queue } = makeService({ kind: "hang", deltas: ["a", "b", "c", "d"] });
    const { variant } = await service.create(transcriptId, POINT, { provider: "offline" });
    let streaming = await service.get(transcriptId, POINT, variant.id);
    for (let i = 0; i < 200 && streaming.text === ""; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      streaming = await service.get(transcriptId, POINT, variant.id);
    }
    expect(streaming.status).toBe("streaming");
    // The fake clock moves 300 ms a reading: a write every other delta.
    expect(["ab", "abc", "abcd"]).toContain(streaming.text);
    await service.cancel(variant.id);
    await queue.idle();
  });

  const failures: SummarizerFailureCode[] = [
    "not_configured",
    "unauthorized",
    "forbidden",
    "rate_limited",
    "overloaded",
    "server_error",
    "timeout",
    "prompt_too_long",
    "invalid_request",
    "network",
  ];
  it.each(failures)(
    "stores a %s failure's code and words, and says so to watchers",
    async (code) => {
      const message = `It failed: ${code}.`;
      const { service, queue } = makeService({
        kind: "fail",
        failure: { code, message },
        deltas: ["x"],
      });
      const { events, onEvent } = collect();
      const { variant } = await service.create(
        transcriptId,
        POINT,
        { provider: "anthropic" },
        { onEvent },
      );
      await queue.idle();
      expect(await service.get(transcriptId, POINT, variant.id)).toMatchObject({
        status: "failed",
        failure: { code, message },
        metrics: null,
      });
      expect(events.at(-1)).toEqual({ type: "error", code, message });
    },
  );

  it("cancels a running variant: status cancelled, watchers told", async () => {
    const { service, queue } = makeService({ kind: "hang", deltas: ["partial"] });
    const { events, onEvent } = collect();
    const { variant } = await service.create(
      transcriptId,
      POINT,
      { provider: "offline" },
      { onEvent },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await service.cancel(variant.id);
    await queue.idle();
    expect((await service.get(transcriptId, POINT, variant.id)).status).toBe("cancelled");
    expect(events.at(-1)).toMatchObject({ type: "error", code: "cancelled" });
  });

  it("deletes a running variant: cancelled first, then gone; the run does not bring it back", async () => {
    const { service, queue } = makeService({ kind: "hang", deltas: ["partial"] });
    const { variant } = await service.create(transcriptId, POINT, { provider: "offline" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await service.delete(transcriptId, POINT, variant.id);
    await queue.idle();
    await expect(service.get(transcriptId, POINT, variant.id)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it.each([
    ["the recorded summary", "recorded", "conflict"],
    ["an unknown variant", "nope", "not_found"],
  ])("refuses to delete %s", async (_what, id, code) => {
    const { service } = makeService({ kind: "text", deltas: [] });
    await expect(service.delete(transcriptId, POINT, id)).rejects.toMatchObject({ code });
  });

  it("lists the recorded summary first as variant zero, with its metrics", async () => {
    const { service, queue } = makeService({ kind: "text", deltas: ["mine"] });
    await service.create(transcriptId, POINT, { provider: "offline" });
    await queue.idle();
    const variants = await service.list(transcriptId, POINT);
    expect(variants[0]).toMatchObject({
      id: "recorded",
      provider: "recorded",
      status: "done",
      text: "Summary: the recorded one",
      outputTokens: 6,
      metrics: { "summary-tokens": { value: 6 } },
    });
    expect(variants.length).toBeGreaterThan(1);
    expect(variants.slice(1).every((v) => v.provider !== "recorded")).toBe(true);
  });

  it("lists the recorded summary without metrics while the build cannot run, then with them", async () => {
    let isBusy = true;
    const { service } = makeService(
      { kind: "text", deltas: [] },
      {
        buildRequest: async () => {
          if (isBusy) throw new AppError("overloaded", "Busy.");
          return { ok: true, value: { request: REQUEST, estimatedInputTokens: 1 } };
        },
      },
    );
    const warn = console.warn;
    console.warn = () => {};
    const first = await service.list(transcriptId, POINT);
    console.warn = warn;
    expect(first[0]).toMatchObject({
      id: "recorded",
      text: "Summary: the recorded one",
      metrics: null,
    });
    isBusy = false;
    expect((await service.list(transcriptId, POINT))[0]?.metrics).not.toBeNull();
  });

  it("lists no variant zero where the file recorded no summary", async () => {
    const { service } = makeService({ kind: "text", deltas: [] });
    expect(await service.list(transcriptId, "replayed-12")).toEqual([]);
  });

  it.each([
    ["a malformed point", () => transcriptId, "nowhere", "not_found"],
    ["an unknown transcript", () => "missing", POINT, "not_found"],
    ["a point the builder does not find", () => transcriptId, "replayed-999", "not_found"],
  ])("refuses to create a variant at %s", async (_what, id, point, code) => {
    const { service } = makeService({ kind: "text", deltas: [] });
    await expect(service.create(id(), point, { provider: "offline" })).rejects.toMatchObject({
      code,
    });
  });

  it("builds with the template's prompt and the custom instructions; the default passes none", async () => {
    const { service, queue, built } = makeService({ kind: "text", deltas: ["x"] });
    const templates = createTemplatesService({ db: () => db, defaultPrompt: "D" });
    const mine = await templates.create({ name: "Mine", prompt: "MY PROMPT" });
    await service.create(transcriptId, POINT, {
      provider: "offline",
      templateId: mine.id,
      customInstructions: "Focus on tests",
    });
    const { variant } = await service.create(transcriptId, POINT, {
      provider: "offline",
      model: "claude-haiku-4-5",
    });
    await queue.idle();
    expect(built).toEqual([
      {
        profile: undefined,
        overrides: undefined,
        prompt: "MY PROMPT",
        customInstructions: "Focus on tests",
      },
      { profile: undefined, overrides: undefined },
    ]);
    expect(variant).toMatchObject({
      templateId: "claude-code-default",
      templateVersion: 1,
      model: "claude-haiku-4-5",
    });
    await expect(
      service.create(transcriptId, POINT, { provider: "offline", templateId: "nope" }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("summary batches", () => {
  it("runs every point times every spec and counts what finished", async () => {
    const { service, queue } = makeService({ kind: "text", deltas: ["ok"] });
    const { id } = await service.createBatch({
      transcriptId,
      points: [POINT, "replayed-999"],
      variants: [{ provider: "offline" }, { provider: "offline", model: "claude-haiku-4-5" }],
    });
    const queued = await service.getBatch(id);
    expect(queued).toMatchObject({ progress: { done: 0, failed: 0, total: 4 } });
    expect(queued.variantIds).toHaveLength(4);
    await queue.idle();
    const done = await service.getBatch(id);
    // replayed-999 is unknown to the builder: its two variants fail with the builder's 404.
    expect(done).toMatchObject({ status: "done", progress: { done: 2, failed: 2, total: 4 } });
    const failed = await service.get(transcriptId, "replayed-999", done.variantIds[2] as string);
    expect(failed).toMatchObject({ status: "failed", failure: { code: "not_found" } });
    const haiku = await service.get(transcriptId, POINT, done.variantIds[1] as string);
    expect(haiku).toMatchObject({ status: "done", model: "claude-haiku-4-5" });
  });

  it("batches a baseline: built when its turn comes, with the point's restored files", async () => {
    const { service, queue } = makeService(
      { kind: "text", deltas: [] },
      {
        getSummarizer: () => createBaselineSummarizer(),
        buildRequest: async () => ({
          ok: true,
          value: { request: REQUEST, estimatedInputTokens: 10, restoredFiles: ["/p/a.ts"] },
        }),
      },
    );
    const { id } = await service.createBatch({
      transcriptId,
      points: [POINT],
      variants: [
        { provider: "baseline", model: "baseline:policy-no-summary" },
        { provider: "baseline", model: "baseline:last-user-messages:1" },
      ],
    });
    await queue.idle();
    const done = await service.getBatch(id);
    const texts = await Promise.all(
      done.variantIds.map(async (v) => (await service.get(transcriptId, POINT, v)).text),
    );
    expect(texts).toEqual(["Restored /p/a.ts", "User: fix it"]);
  });

  it("answers 404 for an unknown batch", async () => {
    const { service } = makeService({ kind: "text", deltas: [] });
    await expect(service.getBatch("nope")).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("start-up after a killed process", () => {
  it("marks variants left queued or streaming, and their batch, interrupted with counts", async () => {
    const { service } = makeService({ kind: "text", deltas: [] }, {}, { runsJobs: false });
    // A batch of three as a killed process left it: one done, one streaming, one queued.
    const { id } = await service.createBatch({
      transcriptId,
      points: [POINT, "replayed-5", "replayed-6"],
      variants: [{ provider: "offline" }],
    });
    const batch = await service.getBatch(id);
    const [first, second] = batch.variantIds as [string, string, string];
    await db.summaryVariant.update({ where: { id: first }, data: { status: "done", text: "x" } });
    await db.summaryVariant.update({
      where: { id: second },
      data: { status: "streaming", text: "half" },
    });
    await db.summaryBatch.update({ where: { id }, data: { status: "running" } });

    const marked = await service.markUnfinishedInterrupted(new Date(Date.now() + 1000));
    expect(marked.batches).toBeGreaterThanOrEqual(1);
    const after = await service.getBatch(id);
    expect(after).toMatchObject({
      status: "interrupted",
      progress: { done: 1, failed: 2, total: 3 },
    });
    expect(after.message).toBe(
      "The server stopped during this batch: 1 of 3 variants had finished, 2 failed or were interrupted.",
    );
    const half = await service.get(transcriptId, "replayed-5", second);
    expect(half).toMatchObject({
      status: "interrupted",
      text: "half",
      failure: { code: "interrupted" },
    });
    expect(half.failure?.message).toMatch(/server stopped before this variant finished/);
  });

  it("leaves variants created after the start alone", async () => {
    const { service } = makeService({ kind: "text", deltas: [] }, {}, { runsJobs: false });
    const startedAt = new Date(Date.now() - 60_000);
    const { variant } = await service.create(transcriptId, POINT, { provider: "offline" });
    await service.markUnfinishedInterrupted(startedAt);
    expect((await service.get(transcriptId, POINT, variant.id)).status).not.toBe("interrupted");
  });
});
