import { z } from "zod";
import { DEFAULT_HARNESS, HARNESS_IDS } from "../transcript/harness";
import { opencodeFactsSchema } from "./opencode/opencode-facts";
import { codexRequestFactsSchema, codexRolloutFactsSchema } from "./codex/compaction-facts";
import { codexProviderSchema } from "./codex/codex-provider";

/**
 * The versions matrix (lib/conformance/versions-matrix.json): one row per harness, version and
 * setting (Claude Code: model window, environment; Codex CLI: the model), what the lab measured
 * and what the engine said.
 * Parsed with this schema wherever it is read (the page, the API route, the runner's merge).
 */

/** What a disagreement between the engine and the client is about (check-engine.ts, measure-version.ts). */
const DISAGREEMENT_KINDS = [
  "missed-compaction",
  "extra-compaction",
  "failed-attempt",
  "pre-tokens",
  "threshold",
  "microcompact",
  "manual",
  "window",
  "reactive",
  "other",
] as const;
export type DisagreementKind = (typeof DISAGREEMENT_KINDS)[number];

/**
 * One disagreement: its kind as data (the known list matches on it) and the measured numbers
 * in words. A matrix written before kinds were data held bare messages: read as "other".
 */
export const disagreementSchema = z.preprocess(
  (value) => (typeof value === "string" ? { kind: "other", message: value } : value),
  z.object({ kind: z.enum(DISAGREEMENT_KINDS), message: z.string() }),
);
export type Disagreement = z.infer<typeof disagreementSchema>;

const summarySchema = z.object({
  maxTokens: z.number(),
  temperature: z.number().nullable(),
  thinking: z.string().nullable(),
  contextManagement: z.string().nullable(),
  tools: z.array(z.string()),
  systemBlocks: z.number(),
  hasSummarizerSystemPrompt: z.boolean(),
  systemChars: z.number(),
  messages: z.number(),
  roles: z.string(),
  trailingSystemMessages: z.number(),
  promptChars: z.number(),
  promptStartsWith: z.enum(["no-tools-preamble", "task", "merged-user-message", "other"]),
  sections: z.array(z.string()),
  /** Optional: the matrix keeps rows measured before the lab read the prompt's frame. */
  promptFrame: z.enum(["none", "no-tools-trailer", "no-tools-preamble-and-trailer"]).optional(),
});

const recordsSchema = z.object({
  boundaryKeys: z.array(z.string()),
  compactMetadataKeys: z.array(z.string()),
  summaryKeys: z.array(z.string()),
  summaryFlags: z.array(z.string()),
});

const manualSchema = z.object({
  compacted: z.boolean(),
  trigger: z.string().nullable(),
  preTokens: z.number().nullable(),
  preTokensMinusUsage: z.number().nullable(),
  instructionsInPrompt: z.boolean(),
  /** Bare messages in older rows, read as kind other (disagreementSchema). */
  engineDisagreements: z.array(disagreementSchema),
  failure: z.string().nullable(),
});

const promptTooLongSchema = z.object({
  reactiveCompaction: z.boolean(),
  retried: z.boolean(),
  trigger: z.string().nullable(),
  preTokens: z.number().nullable(),
  resultIsError: z.boolean().nullable(),
  /** The engine's profile for the version beside what the client did (empty in older rows). */
  engineDisagreements: z.array(disagreementSchema).default([]),
  failure: z.string().nullable(),
});

const microcompactSchema = z.object({
  calls: z.array(
    z.object({
      atCall: z.number(),
      reportedBefore: z.number(),
      toolResults: z.number(),
      cleared: z.number(),
      /** Read from the summarization request: the client compacted at that check. */
      summarised: z.boolean().default(false),
    }),
  ),
  clearedAtCalls: z.array(z.number()),
  boundaryRecords: z.number(),
  engineMicrocompactCalls: z.array(z.number()),
  failure: z.string().nullable(),
});

const modelWindowSchema = z.object({
  model: z.string(),
  window: z.enum(["200k", "1m", "auto"]).nullable(),
  /** The model the client ran instead (null in rows measured before scenario 5 read it). */
  sentAs: z.string().nullable().default(null),
  compactedAt: z.number().nullable(),
  preTokens: z.number().nullable(),
  failure: z.string().nullable(),
  disagreements: z.array(disagreementSchema),
});

/**
 * Under which remote flags a row was measured. Every run before the lab served flags ran the
 * client with CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1: it asked for none.
 */
export const NO_REMOTE_FLAGS = "none: non-essential traffic off";

/**
 * What the Codex lab measured beyond the shared columns (lib/conformance/codex/): the window
 * the rollout reports, where the client checks, what its compaction request and rollout hold.
 */
const codexFactsSchema = z.object({
  /** `model_context_window` as the rollout reports it (null: none reported). */
  window: z.number().nullable(),
  /** The model the client sent (its default when the row's model is "default"). */
  sentModel: z.string().nullable(),
  /**
   * The provider the client was driven against (codex-provider.ts). Absent in rows measured
   * before the option, all "custom" (optional, not defaulted: merging a run leaves them as written).
   */
  provider: codexProviderSchema.optional(),
  /**
   * How the client compacted at the threshold: "local" a summarization request (the summary in
   * clear), "remote" OpenAI's compaction (an opaque item); null: it never compacted. Absent in
   * rows measured before the lab told them apart (all local).
   */
  compaction: z.enum(["local", "remote"]).nullable().optional(),
  /** same-turn: right after the response that crossed the limit; next-turn: before the next turn's request. */
  checkedAt: z.enum(["same-turn", "next-turn"]).nullable(),
  /** The same total with more of it as output compacts too: the client compares total_tokens. */
  countsOutput: z.boolean().nullable(),
  request: codexRequestFactsSchema.nullable(),
  /** The next request's input items after the compaction (letters as in `request.items`). */
  rebuiltItems: z.string().nullable(),
  rollout: codexRolloutFactsSchema.nullable(),
  /** Why the engine's check did not run (no Codex parser or profile yet); null when it ran. */
  engineNotChecked: z.string().nullable(),
});
export type CodexFacts = z.infer<typeof codexFactsSchema>;

/** What the Gemini CLI lab measured beyond the shared columns (lib/conformance/gemini/). */
const geminiFactsSchema = z.object({
  /** The model the compression requests went to (the client's alias resolved). */
  compressionModel: z.string().nullable(),
  /** Requests per compression: the summary, then its verification. */
  compressionRequests: z.number(),
  /** The compression prompt's first line (its system instruction). */
  promptFirstLine: z.string().nullable(),
  /** The session file records the compression: a new message list with a state snapshot. */
  snapshotInFile: z.boolean(),
});

const matrixRowSchema = z.object({
  /** The agent measured; rows written before the Codex lab are all Claude Code's. */
  harness: z.enum(HARNESS_IDS).default(DEFAULT_HARNESS),
  version: z.string(),
  kind: z.enum(["cli.js", "native", "scripted"]),
  setting: z.string(),
  model: z.string(),
  env: z.record(z.string(), z.string()),
  /** Smallest reported usage after which the next turn auto-compacted; null: none below the window. */
  threshold: z.number().nullable(),
  /** The boundary's preTokens there: the count the client compared (its threshold). */
  preTokens: z.number().nullable(),
  /** preTokens minus the reported usage: what the count adds after the usage. */
  countAdds: z.number().nullable(),
  countingRule: z.string(),
  probes: z.number(),
  /** The probes needed a warm-up round first (the version keeps the last round out of the summary). */
  warmUp: z.boolean().default(false),
  summary: summarySchema.nullable(),
  records: recordsSchema.nullable(),
  engine: z
    .object({
      profile: z.string(),
      threshold: z.number(),
      /** Where the engine compacts a lone round (check-engine.ts); null in rows measured before. */
      loneRoundThreshold: z.number().nullable().default(null),
      window: z.number(),
      /** Engine count minus preTokens at the threshold (null: the engine did not compact there). */
      preTokensOffset: z.number().nullable(),
      disagreements: z.array(disagreementSchema),
      requestDifferences: z.array(
        z.object({
          field: z.string(),
          client: z.string(),
          engine: z.string(),
          /** Why the builder differs on purpose (deliberate-request-differences.ts). */
          deliberate: z.string().optional(),
        }),
      ),
    })
    .nullable(),
  /** Scenarios 2 and 3, under the setting SCENARIO_SETTING only (null elsewhere). */
  microcompact: microcompactSchema.nullable().default(null),
  manual: manualSchema.nullable().default(null),
  promptTooLong: promptTooLongSchema.nullable().default(null),
  /** Scenario 5, the default window per model name (null: not measured). */
  modelWindows: z.array(modelWindowSchema).nullable().default(null),
  /** The remote flag set served to the client (flag-sets.ts), or NO_REMOTE_FLAGS. */
  flags: z.string().default(NO_REMOTE_FLAGS),
  /**
   * How the client was driven: absent in print mode (`-p`, stream-json), what every row before
   * the interactive driver measured; "interactive" for the client in a pty (tmux), which reads
   * settings print mode ignores.
   */
  mode: z.enum(["print", "interactive"]).optional(),
  /** Codex rows only. */
  codex: codexFactsSchema.nullable().default(null),
  /** Gemini CLI rows only (absent in the others: their producers need not know it). */
  gemini: geminiFactsSchema.nullable().optional(),
  /** OpenCode rows only (absent in the others). */
  opencode: opencodeFactsSchema.nullable().optional(),
  failures: z.array(z.string()),
  seconds: z.number(),
  measuredAt: z.string(),
});

export const versionsMatrixSchema = z.object({
  /** When the newest row was measured. */
  measuredAt: z.string(),
  versions: z.array(z.string()),
  rows: z.array(matrixRowSchema),
});

export type MatrixRow = z.infer<typeof matrixRowSchema>;
export type VersionsMatrix = z.infer<typeof versionsMatrixSchema>;
