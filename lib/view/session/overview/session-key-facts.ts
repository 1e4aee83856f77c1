import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { describeSessionCost } from "@/lib/view/format/describe-cost";
import { formatBytes, formatInteger } from "@/lib/view/format/format-number";
import { shortModelNames } from "@/lib/view/format/short-model-name";
import { describeVersions } from "@/lib/view/library/transcript-row";
import { HARNESS_NAMES } from "@/lib/transcript/harness";

/** One short fact on the line under a session's title; `isWarning` when it needs a look. */
export type SessionKeyFact = { id: string; text: string; isWarning?: boolean };

const count = (value: number, one: string, many = `${one}s`) =>
  `${formatInteger(value)} ${value === 1 ? one : many}`;

/**
 * The line of key facts under a session's title, which keeps the first screen for the replay:
 * version, model, calls, recorded compactions, size and cost; invalid lines only when there
 * are some. The full facts, cards and record types sit below the inspector.
 *
 * @example
 * toSessionKeyFacts(summary).map((fact) => fact.text)
 * // ["Claude Code 2.1.19", "opus-4.5", "412 main-thread calls", "2 compactions", ...]
 */
export function toSessionKeyFacts(summary: TranscriptSummary): SessionKeyFact[] {
  const models = shortModelNames(summary.models);
  const compactions = summary.compactions.length;
  const facts: (SessionKeyFact | null)[] = [
    summary.versions.length > 0
      ? {
          id: "version",
          text: `${HARNESS_NAMES[summary.harness]} ${describeVersions(summary.versions)}`,
        }
      : null,
    models.length > 0 ? { id: "models", text: models.join(", ") } : null,
    { id: "calls", text: `${count(summary.apiCalls, "main-thread call")}` },
    {
      id: "compactions",
      text: compactions === 0 ? "no recorded compaction" : count(compactions, "compaction"),
    },
    summary.microcompactions > 0
      ? { id: "microcompactions", text: count(summary.microcompactions, "microcompaction") }
      : null,
    { id: "size", text: formatBytes(summary.bytes) },
    { id: "cost", text: describeSessionCost(summary).text },
    summary.invalidLineCount > 0
      ? {
          id: "invalid",
          text: count(summary.invalidLineCount, "invalid line"),
          isWarning: true,
        }
      : null,
  ];
  return facts.filter((fact): fact is SessionKeyFact => fact !== null);
}
