import { CHARS_PER_TOKEN } from "../../compaction/mechanisms/threshold/config";
import { getSummarizer } from "../../llm/get-summarizer";
import { computeSummaryMetrics } from "../../summaries/compute-summary-metrics";
import { aftermathCapability } from "../aftermath";
import type { Capability } from "../capability";
import { redactionCapability } from "../redaction";
import { replayCapability } from "../replay";
import { templatesCapability } from "../templates";
import { transcriptsCapability } from "../transcripts";
import { aftermathReferencePort, pointAftermathPort } from "./aftermath-reference-port";
import { summaryBatchJobs } from "./batch-job-source";
import { markUnfinishedInterrupted } from "./mark-interrupted";
import { readRecordedSummary } from "./read-recorded-summary";
import { redactingSummarizer } from "./redacting-summarizer";
import { replayCounterfactual } from "./replay-counterfactual";
import { createSummariesService, type SummariesService } from "./summaries-service";
import { SUMMARY_JOB_PAYLOADS, summaryJobHandlers } from "./summary-jobs";
import { summaryRequestBuilder } from "./summary-request";
import { summarizerFor } from "./summarizer-for";

/** The summaries service and the summary request it builds at a point (its own route). */
type SummariesCapabilityService = SummariesService & {
  buildRequest: ReturnType<typeof summaryRequestBuilder>;
};

/**
 * Summary variants and batches of compaction points. One service per process: a running
 * variant's watchers and its AbortController live in it.
 */
export const summariesCapability: Capability<
  "summaries",
  SummariesCapabilityService,
  typeof SUMMARY_JOB_PAYLOADS
> = {
  id: "summaries",
  create(deps) {
    const { db, jobs } = deps;
    const replay = () => deps.use(replayCapability);
    const transcripts = () => deps.use(transcriptsCapability);
    const redaction = () => deps.use(redactionCapability);
    const buildRequest = summaryRequestBuilder({ db, replay, transcripts, redaction });
    const newRedactor = () => redaction().newRedactor();
    const service = createSummariesService({
      db,
      templates: deps.use(templatesCapability),
      jobs,
      ports: {
        buildRequest,
        getSummarizer: (provider) => redactingSummarizer(summarizerFor(provider), newRedactor),
        computeMetrics: (input) => computeSummaryMetrics(input),
        counterfactual: replayCounterfactual(replay),
        aftermathReference: aftermathReferencePort(() => deps.use(aftermathCapability)),
        pointAftermath: pointAftermathPort(() => deps.use(aftermathCapability)),
        // Shown to viewers as variant zero and read by probes: redacted like the records.
        readRecordedSummary: async (transcriptId, point) => {
          const text = await readRecordedSummary(
            db(),
            await transcripts().getTranscriptModel(transcriptId),
            transcriptId,
            point,
          );
          const redactor = text === null ? null : await newRedactor();
          return redactor === null || text === null ? text : redactor.redactText(text);
        },
        probeSummarizer: () => {
          const found = getSummarizer("anthropic", process.env);
          return found.ok
            ? { ok: true, value: redactingSummarizer(found.value, newRedactor) }
            : found;
        },
        estimateTokens: (chars) => Math.round(chars / CHARS_PER_TOKEN),
      },
    });
    return { ...service, buildRequest };
  },
  jobs: { payloads: SUMMARY_JOB_PAYLOADS, handlers: summaryJobHandlers, concurrency: 2 },
  jobsList: (service, { db }) => summaryBatchJobs(db, service),
  // The store functions, not the service: a service made at start-up would be that bundle's
  // (its own AppError class), and the routes would then share it.
  async resumeUnfinished({ deps: { db }, startedAt }) {
    const { variants, batches } = await markUnfinishedInterrupted(db(), startedAt);
    return variants + batches > 0
      ? `Marked ${variants} summary variant(s) and ${batches} batch(es) interrupted by an earlier run.`
      : null;
  },
};
