import type { MatrixRow } from "../../conformance/matrix-schema";
import {
  describeRunEngine,
  describeRunStatus,
  formatRunNumber as formatNumber,
  newestVersionFirst,
  runProblems,
} from "./harness-rows";
import { describePruneCase, describePruneOutcome, describePruneSetting } from "./describe-prune";

/** One row of the OpenCode table on /conformance: a version under one model's limits, in words. */
export type OpenCodeTableRow = {
  id: string;
  version: string;
  model: string;
  /** The limits the client was configured with: "200,000 window, 64,000 output". */
  limits: string;
  threshold: string;
  /** What the threshold is short of the window (or of the input limit). */
  headroom: string;
  compaction: string;
  engine: string;
  status: string;
  isProblem: boolean;
  notes: string[];
};

function describeLimits(limits: NonNullable<MatrixRow["opencode"]>["limits"]): string {
  const input = limits.input === undefined ? "" : `, ${formatNumber(limits.input)} input`;
  return `${formatNumber(limits.context)} window${input}, ${formatNumber(limits.output)} output`;
}

function describeHeadroom(row: MatrixRow): string {
  const limits = row.opencode?.limits;
  if (row.threshold === null || !limits) return "-";
  const below = limits.input ?? limits.context;
  const of = limits.input === undefined ? "window" : "input limit";
  return `${formatNumber(below - row.threshold)} below the ${of}`;
}

/**
 * The OpenCode rows as table rows, newest version first, models in the file's order.
 *
 * @example
 * toOpenCodeTableRows(rows)[0]?.headroom // "32,000 below the window"
 */
export function toOpenCodeTableRows(rows: readonly MatrixRow[]): OpenCodeTableRow[] {
  return newestVersionFirst(rows).map((row) => {
    const facts = row.opencode ?? null;
    const problems = runProblems(row);
    const prune = facts?.prune ?? null;
    if (facts && prune)
      return {
        id: `${row.harness}|${row.version}|${row.setting}`,
        version: row.version,
        model: `${row.model}; ${describePruneSetting(prune)}`,
        limits: describeLimits(facts.limits),
        threshold: "-",
        headroom: "-",
        compaction: describePruneOutcome(prune),
        engine: describeRunEngine(row),
        status: describeRunStatus(row),
        isProblem: problems.isProblem,
        notes: [...problems.notes, ...prune.cases.map(describePruneCase)],
      };
    return {
      id: `${row.harness}|${row.version}|${row.setting}`,
      version: row.version,
      model: row.model,
      limits: facts ? describeLimits(facts.limits) : "-",
      threshold:
        row.threshold === null
          ? row.failures.length > 0
            ? "-"
            : "never"
          : formatNumber(row.threshold),
      headroom: describeHeadroom(row),
      compaction: facts
        ? `${facts.compactionRequests} request${facts.compactionRequests === 1 ? "" : "s"}${facts.compactionInExport ? "; in the export as a compaction part and a summary message" : ""}`
        : "-",
      engine: describeRunEngine(row),
      status: describeRunStatus(row),
      isProblem: problems.isProblem,
      notes: [
        ...problems.notes,
        ...(facts?.promptFirstLine
          ? [`compaction prompt's first line: "${facts.promptFirstLine}"`]
          : []),
      ],
    };
  });
}
