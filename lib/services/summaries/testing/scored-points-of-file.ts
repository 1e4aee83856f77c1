import { readFileSync } from "node:fs";
import type { ReferenceFact } from "../../../compaction/aftermath/reference-types";
import { resolveConfig } from "../../../compaction/config/resolve-config";
import { sessionVersion } from "../../../compaction/config/resolve-profile";
import { replaySession } from "../../../compaction/replay/replay-session";
import { buildSummaryRequest } from "../../../compaction/summary-request/build-summary-request";
import { parseRawLine, rangeLines } from "../../../compaction/summary-request/range-lines";
import type { SummaryRequest } from "../../../compaction/summary-request/summary-request-types";
import { recordedSummaryLine } from "../../../contracts/summary-source";
import { toSummaryText } from "../../../contracts/summary-text";
import { aftermathOfFile } from "../../aftermath/testing/aftermath-of-file";
import { restoredFilesAt } from "../policy-restored-files";

/** A recorded main-thread compaction of a file with what every variant needs to be scored. */
export type ScoredPoint = {
  uuid: string;
  atCall: number;
  /** The summarised range's request, as the service builds it (no redaction: tests, scripts). */
  request: SummaryRequest | null;
  /** The summary the file recorded, or null when it has none in this file. */
  recorded: string | null;
  restoredFiles: string[];
  reference: ReferenceFact[];
};

/**
 * Every recorded compaction of a transcript file's main thread with its aftermath reference
 * set, its summary request, the recorded summary and the files the compaction restored, read
 * the way the services read them from the stored bytes. Tests and scripts.
 */
export async function scoredPointsOfFile(path: string): Promise<ScoredPoint[]> {
  const { model, reference } = await aftermathOfFile(path);
  const result = replaySession(model);
  const { values } = resolveConfig(model);
  const lines = readFileSync(path, "utf8").split("\n");
  return reference.map((set) => {
    const found = result.recorded.find((r) => r.uuid === set.uuid);
    const row = found?.kind === "compaction" ? found : null;
    const range = row?.summarised ?? null;
    const records =
      range === null
        ? []
        : [...rangeLines(model, range)]
            .sort((a, b) => a - b)
            .map((line) => parseRawLine(lines[line - 1] ?? ""));
    const request =
      records.length === 0
        ? null
        : buildSummaryRequest({
            records,
            model: "claude-sonnet-4-5",
            version: sessionVersion(model),
            includeSidechains: true,
          }).request;
    const summaryLine = recordedSummaryLine(model, set.uuid);
    const text = summaryLine === null ? null : toSummaryText(lines[summaryLine - 1] ?? "");
    return {
      uuid: set.uuid,
      atCall: set.atCall,
      request,
      recorded: text?.ok === true ? text.text : null,
      restoredFiles: restoredFilesAt(model, range, row?.postCompact ?? [], values),
      reference: set.facts,
    };
  });
}
