import type { MatrixRow } from "../../conformance/matrix-schema";
import {
  describeRunEngine,
  describeRunStatus,
  formatRunNumber as formatNumber,
  newestVersionFirst,
  runProblems,
} from "./harness-rows";

/** One row of the Gemini CLI table on /conformance: a version under one model, in words. */
export type GeminiTableRow = {
  id: string;
  version: string;
  model: string;
  /** The token limit the engine measures the model against, and the threshold's share of it. */
  limit: string;
  threshold: string;
  ofLimit: string;
  compression: string;
  engine: string;
  status: string;
  isProblem: boolean;
  notes: string[];
};

/**
 * The Gemini CLI rows as table rows, newest version first, models in the file's order. The
 * limit is the engine's window for the model (Gemini CLI's token limit), since the session file
 * reports none.
 *
 * @example
 * toGeminiTableRows(rows)[0]?.ofLimit // "50%"
 */
export function toGeminiTableRows(rows: readonly MatrixRow[]): GeminiTableRow[] {
  return newestVersionFirst(rows).map((row) => {
    const limit = row.engine?.window ?? null;
    const facts = row.gemini ?? null;
    const problems = runProblems(row);
    return {
      id: `${row.harness}|${row.version}|${row.setting}`,
      version: row.version,
      model: row.model,
      limit: formatNumber(limit),
      threshold:
        row.threshold === null
          ? row.failures.length > 0
            ? "-"
            : "never"
          : formatNumber(row.threshold),
      ofLimit:
        row.threshold !== null && limit !== null && limit > 0
          ? `${Math.round((row.threshold / limit) * 1000) / 10}%`
          : "-",
      compression: facts
        ? `${formatNumber(facts.compressionRequests)} request${facts.compressionRequests === 1 ? "" : "s"} to ${facts.compressionModel ?? "?"}${facts.snapshotInFile ? "; in the file as a new message list" : ""}`
        : "-",
      engine: describeRunEngine(row),
      status: describeRunStatus(row),
      isProblem: problems.isProblem,
      notes: [
        ...problems.notes,
        ...(facts?.promptFirstLine
          ? [`compression prompt's first line: "${facts.promptFirstLine}"`]
          : []),
      ],
    };
  });
}
