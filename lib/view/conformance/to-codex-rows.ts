import type { MatrixRow } from "../../conformance/matrix-schema";
import {
  describeRunEngine,
  describeRunStatus,
  formatRunNumber as formatNumber,
  newestVersionFirst,
  runProblems,
} from "./harness-rows";

/** One row of the Codex CLI table on /conformance: a version under one model, in words. */
export type CodexTableRow = {
  id: string;
  version: string;
  /**
   * The setting (the model asked for, "default": none named) and the model the client sent;
   * under the OpenAI provider also how it compacted ("remote compaction").
   */
  model: string;
  window: string;
  threshold: string;
  /** The threshold as a share of the reported window ("95%"), "-" without both. */
  ofWindow: string;
  checkedAt: string;
  counting: string;
  request: string;
  rebuilt: string;
  summary: string;
  engine: string;
  status: string;
  isProblem: boolean;
  notes: string[];
};

const CHECKED_AT: Record<string, string> = {
  "same-turn": "same turn",
  "next-turn": "next turn",
};

/** What the letters of a request's items stand for (compaction-facts.ts), for the legend. */
export const ITEM_LEGEND =
  "t tools item, d developer message, i initial context (environment, AGENTS.md), u user message, a assistant message, p the client's prompt, s the summary, c a compaction item (remote), o other";

/**
 * The setting and model; under the OpenAI provider (API key or ChatGPT login) a release may
 * compact either way, and the cell says which; a run of the TUI (one process for the session,
 * where `exec` starts one per turn) says so.
 */
function describeSetting(row: MatrixRow): string {
  const setting = row.setting === row.model ? row.model : `${row.setting}: ${row.model}`;
  const compaction = row.codex?.compaction;
  const isOpenAi = row.codex?.provider !== undefined && row.codex.provider !== "custom";
  return [
    setting,
    isOpenAi && compaction ? `${compaction} compaction` : null,
    row.mode === "interactive" ? "in the TUI" : null,
  ]
    .filter(Boolean)
    .join(", ");
}

function describeSummary(row: MatrixRow): string {
  const rollout = row.codex?.rollout;
  if (!rollout) return "-";
  return [
    rollout.summaryReadable ? "readable" : "encrypted",
    rollout.summaryAsAssistantItem ? "also as an assistant item" : "",
    rollout.zeroUsageAfter ? "zero usage after" : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The Codex rows as table rows, newest version first, models in the file's order; a threshold
 * of null is "never" (no auto compaction up to twice the window) unless the run failed.
 *
 * @example
 * toCodexTableRows(rows)[0]?.threshold // "244,800"
 */
export function toCodexTableRows(rows: readonly MatrixRow[]): CodexTableRow[] {
  return newestVersionFirst(rows).map((row) => {
    const codex = row.codex;
    const window = codex?.window ?? null;
    const request = codex?.request;
    const problems = runProblems(row);
    return {
      id: `${row.harness}|${row.version}|${row.setting}|${row.mode ?? "print"}`,
      version: row.version,
      model: describeSetting(row),
      window: formatNumber(window),
      threshold:
        row.threshold === null
          ? row.failures.length > 0
            ? "-"
            : "never"
          : formatNumber(row.threshold),
      ofWindow:
        row.threshold !== null && window !== null && window > 0
          ? `${Math.round((row.threshold / window) * 1000) / 10}%`
          : "-",
      checkedAt: codex?.checkedAt ? (CHECKED_AT[codex.checkedAt] ?? codex.checkedAt) : "-",
      counting:
        codex?.countsOutput === null || codex?.countsOutput === undefined
          ? "-"
          : codex.countsOutput
            ? "total_tokens"
            : "input_tokens",
      request: request
        ? `${request.items}, ${formatNumber(request.promptChars)}-char prompt${request.pendingMessageIncluded ? ", with the pending message" : ""}`
        : "-",
      rebuilt: codex?.rebuiltItems ?? "-",
      summary: describeSummary(row),
      engine: describeRunEngine(row),
      status: describeRunStatus(row, { notChecked: Boolean(row.codex?.engineNotChecked) }),
      isProblem: problems.isProblem,
      notes: [
        ...problems.notes,
        ...(codex?.engineNotChecked
          ? [`not checked against the engine: ${codex.engineNotChecked}`]
          : []),
        ...(request ? [`compaction prompt's first line: "${request.promptFirstLine}"`] : []),
        ...(codex?.rollout
          ? [`compacted line keys: ${codex.rollout.compactedKeys.join(", ")}`]
          : []),
      ],
    };
  });
}

/**
 * One sentence over the Codex rows: how many agree with the engine, disagree, failed, or were
 * not checked, and the reasons the check did not run, each once.
 *
 * @example
 * describeCodexChecks(rows) // "31 runs: 0 agree with the engine, 0 disagree, 0 failed, 31 not checked (engine has no Codex profile (auto picked cc-2.1))."
 */
export function describeCodexChecks(rows: readonly MatrixRow[]): string {
  const failed = rows.filter((r) => r.failures.length > 0).length;
  const disagree = rows.filter(
    (r) => r.failures.length === 0 && (r.engine?.disagreements.length ?? 0) > 0,
  ).length;
  const notChecked = rows.filter((r) => r.failures.length === 0 && r.engine === null);
  const agree = rows.length - failed - disagree - notChecked.length;
  const reasons = [
    ...new Set(notChecked.map((r) => r.codex?.engineNotChecked ?? "no engine check recorded")),
  ];
  const why = reasons.length > 0 ? ` (${reasons.join("; ")})` : "";
  return `${rows.length} runs: ${agree} agree with the engine, ${disagree} disagree, ${failed} failed, ${notChecked.length} not checked${why}.`;
}
