import type { ReferenceFact } from "../../compaction/aftermath/reference-types";
import type { SummaryMessage } from "../../compaction/summary-request/summary-request-types";
import { normaliseCommand } from "../../compaction/aftermath/normalise-text";
import { carriesKeyWords, keyWordsOf } from "../key-words";
import { blocksOf, pathOf, resultText } from "../read-messages";
import { wordsOf } from "../text-match";
import type { Probe, ProbeKind } from "./probe-types";

/** Probes of one fact kind at most: the first facts the session needed. */
const PER_KIND = 2;
const MAX_EXPECTED = 600;
const RESULT_CHARS = 300;

const clip = (text: string, max = MAX_EXPECTED) =>
  text.length > max ? `${text.slice(0, max - 3)}...` : text;

type Use = {
  name: string;
  input: Record<string, unknown>;
  result: string | null;
  isError: boolean;
};

/** The range's tool uses in order with their results, and the assistant text after each. */
function usesOf(messages: readonly SummaryMessage[]) {
  const uses: (Use & { after: string })[] = [];
  const byId = new Map<string, Use & { after: string }>();
  let last: (Use & { after: string }) | undefined;
  for (const message of messages)
    for (const block of blocksOf(message)) {
      if (block.type === "tool_use") {
        const input =
          block.input !== null && typeof block.input === "object"
            ? (block.input as Record<string, unknown>)
            : {};
        const use = { name: block.name, input, result: null, isError: false, after: "" };
        uses.push(use);
        byId.set(block.id, use);
      } else if (block.type === "tool_result") {
        const use = byId.get(block.tool_use_id);
        if (use === undefined) continue;
        use.result = resultText(block.content);
        use.isError = block.is_error === true;
        last = use;
      } else if (message.role === "assistant" && last !== undefined && last.after === "")
        last.after = block.text.trim();
    }
  return uses;
}

type Uses = ReturnType<typeof usesOf>;

function fileExpected(fact: ReferenceFact, uses: Uses): string {
  const lines = uses
    .filter((use) => pathOf(use.input) === fact.text)
    .map((use) =>
      use.name === "Read"
        ? `Read: ${clip(use.result ?? "", RESULT_CHARS)}`
        : `${use.name}: ${clip(JSON.stringify(use.input), RESULT_CHARS)}`,
    );
  return clip([fact.text, ...lines.slice(-3)].join("\n"));
}

function errorExpected(fact: ReferenceFact, uses: Uses): string {
  const words = (text: string) => new Set(wordsOf(text));
  const met = uses.findLast(
    (use) =>
      use.isError &&
      carriesKeyWords((use.result ?? "").toLowerCase(), words(use.result ?? ""), fact.text),
  );
  return clip([fact.text, met?.after ? `Then: ${met.after}` : ""].filter(Boolean).join("\n"));
}

function commandExpected(fact: ReferenceFact, uses: Uses): string {
  const run = uses.findLast(
    (use) =>
      typeof use.input.command === "string" && normaliseCommand(use.input.command) === fact.text,
  );
  return clip(
    [fact.text, run?.result ? `Output: ${clip(run.result, RESULT_CHARS)}` : ""]
      .filter(Boolean)
      .join("\n"),
  );
}

/** One fact as a probe: its question, kind and the answer the range gives. */
function probeOf(fact: ReferenceFact, uses: Uses, index: number): Probe {
  const id = `aftermath-${fact.kind}-${index + 1}`;
  const seen = fact.lines.after === null ? "" : ` (line ${fact.lines.after})`;
  const base = { id, source: "aftermath" as const };
  switch (fact.kind) {
    case "file-reread":
      return {
        ...base,
        kind: "artifact",
        question: `The session read ${fact.text} again after the compaction${seen}. What was in it, and what had been done to it?`,
        expected: fileExpected(fact, uses),
      };
    case "error-repeated":
      return {
        ...base,
        kind: "recall",
        question: `The session met this error again after the compaction${seen}: "${clip(fact.text, 200)}". What caused it, and what fixed it or was tried?`,
        expected: errorExpected(fact, uses),
      };
    case "command-rerun":
      return {
        ...base,
        kind: "artifact",
        question: `The session ran \`${clip(fact.text, 200)}\` again after the compaction${seen}. What did it show the last time, and why was it run?`,
        expected: commandExpected(fact, uses),
      };
    case "decision":
      return {
        ...base,
        kind: "decision",
        question: `What did the user ask or decide about ${keyWordsOf(fact.text).slice(0, 5).join(", ")}? Quote or closely paraphrase it.`,
        expected: clip(fact.text),
      };
    case "next-step":
      return {
        ...base,
        kind: "continuation",
        question: "What was the next step to take, and on which file or with which command?",
        expected: `The session went on with ${fact.target === "path" ? "the file" : "the command"} ${clip(fact.text, 300)}.`,
      };
  }
}

/**
 * Probes from a compaction's aftermath reference set: for each fact the session needed after
 * it (at most PER_KIND of each kind, the first ones), a question about it with the answer the
 * summarised range gives: what was in a file read again, what fixed an error met again, what a
 * command run again showed, what the user decided, what the next step was. Pure.
 *
 * @example
 * aftermathProbes(facts, messages)[0]?.question // "The session read /p/a.ts again after the compaction (line 40). What was in it, ..."
 */
export function aftermathProbes(
  facts: readonly ReferenceFact[],
  messages: readonly SummaryMessage[],
): Probe[] {
  const uses = usesOf(messages);
  const counts = new Map<string, number>();
  const probes: Probe[] = [];
  for (const fact of facts) {
    const n = counts.get(fact.kind) ?? 0;
    if (n >= PER_KIND) continue;
    counts.set(fact.kind, n + 1);
    probes.push(probeOf(fact, uses, n));
  }
  return probes;
}

/** The probe kinds a set of aftermath probes asks, which the range's generic ones then skip. */
export const kindsAsked = (probes: readonly Probe[]): Set<ProbeKind> =>
  new Set(probes.map((p) => p.kind));
