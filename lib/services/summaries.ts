import "server-only";
import { CHARS_PER_TOKEN } from "../compaction/mechanisms/threshold/config";
import { getDb } from "../server/database";
import type { JobQueue } from "../jobs/job-kinds";
import { createJobQueue } from "../jobs/job-queue";
import {
  SUMMARY_JOB_KINDS,
  summaryJobHandlers,
  type SummaryJobKind,
} from "../jobs/summary-handlers";
import { getSummarizer } from "../llm/get-summarizer";
import { computeSummaryMetrics } from "../summaries/compute-summary-metrics";
import { getTemplatesService } from "./prompt-templates";
import { readRecordedSummary } from "./read-recorded-summary";
import { replayCounterfactual } from "./replay-counterfactual";
import { createSummariesService, type SummariesService } from "./summaries-service";
import { buildSummaryRequestForPoint } from "./summary-request";
import { summarizerFor } from "./summarizer-for";

// One service and one queue per process: a variant's watchers and its AbortController live here.
const globalForSummaries = globalThis as typeof globalThis & {
  compactionLabSummaries?: { service: SummariesService; queue: JobQueue<SummaryJobKind> };
};

function create(): { service: SummariesService; queue: JobQueue<SummaryJobKind> } {
  const queue = createJobQueue(SUMMARY_JOB_KINDS, () => summaryJobHandlers(getSummariesService()), {
    concurrency: 2,
  });
  const service = createSummariesService({
    db: getDb,
    templates: getTemplatesService(),
    jobs: () => queue,
    ports: {
      buildRequest: buildSummaryRequestForPoint,
      getSummarizer: (provider) => summarizerFor(provider),
      computeMetrics: (input) => computeSummaryMetrics(input),
      counterfactual: replayCounterfactual,
      readRecordedSummary,
      probeSummarizer: () => getSummarizer("anthropic", process.env),
      estimateTokens: (chars) => Math.round(chars / CHARS_PER_TOKEN),
    },
  });
  return { service, queue };
}

/** The process-wide summaries service (variants, batches), its jobs run in this process. */
export function getSummariesService(): SummariesService {
  globalForSummaries.compactionLabSummaries ??= create();
  return globalForSummaries.compactionLabSummaries.service;
}

/** Resolves when no summary job is queued or running (tests, graceful shutdown). */
export function summaryJobsIdle(): Promise<void> {
  return globalForSummaries.compactionLabSummaries?.queue.idle() ?? Promise.resolve();
}
