import type { ReferenceFact } from "../../compaction/aftermath/reference-types";
import type { SummaryMessage } from "../../compaction/summary-request/summary-request-types";
import { aftermathProbes, kindsAsked } from "./aftermath-probes";
import { rangeFacts } from "../range-facts";
import { wordsOf } from "../text-match";
import type { Probe } from "./probe-types";

/** Tools whose file inputs change a file. */
const EDITING_TOOLS = new Set(["Edit", "MultiEdit", "Write", "NotebookEdit"]);
/** Words that mark a sentence stating a decision. */
const DECISION =
  /\b(?:decided|decide to|chose|choose to|instead of|we(?:'ll| will) use|i(?:'ll| will) use|going with|switch(?:ed)? to|rather than|the fix is)\b/i;
const MAX_EXPECTED = 600;

const clip = (text: string) =>
  text.length > MAX_EXPECTED ? `${text.slice(0, MAX_EXPECTED - 3)}...` : text;

function editedFiles(messages: SummaryMessage[]): string[] {
  const files = new Set<string>();
  for (const message of messages) {
    if (typeof message.content === "string") continue;
    for (const block of message.content) {
      if (block.type !== "tool_use" || !EDITING_TOOLS.has(block.name)) continue;
      const input = block.input as Record<string, unknown> | null;
      const path = input?.file_path ?? input?.notebook_path;
      if (typeof path === "string") files.add(path);
    }
  }
  return [...files];
}

function lastDecision(messages: SummaryMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role !== "assistant" || typeof message.content === "string") continue;
    const text = message.content.map((b) => (b.type === "text" ? b.text : "")).join("\n");
    const sentence = text.split(/(?<=[.!?])\s+|\n+/).findLast((s) => DECISION.test(s));
    if (sentence) return sentence.trim();
  }
  return null;
}

/**
 * The range's own probes, each with the answer the range gives: recall (the first real
 * request of the person), artifact (the files changed, or touched when none changed),
 * continuation (the last request) and decision (the last sentence of the assistant stating a
 * decision). A kind with nothing to ask about in the range is left out. Pure and deterministic.
 *
 * @example
 * generateProbes(messages).map((p) => p.kind) // ["recall", "artifact", "continuation", "decision"]
 */
function rangeProbes(messages: SummaryMessage[]): Probe[] {
  const { userMessages, files } = rangeFacts(messages);
  const requests = userMessages.filter((m) => wordsOf(m).length >= 3);
  const probes: Probe[] = [];
  const first = requests[0];
  if (first !== undefined)
    probes.push({
      id: "recall-first-request",
      kind: "recall",
      source: "range",
      question:
        "What did the user originally ask for in this part of the session? Quote or closely paraphrase it.",
      expected: clip(first),
    });
  const edited = editedFiles(messages);
  const artifacts = (edited.length > 0 ? edited : files).slice(0, 10);
  if (artifacts.length > 0)
    probes.push({
      id: "artifact-files",
      kind: "artifact",
      source: "range",
      question:
        edited.length > 0
          ? "Which files were modified or created? List their paths."
          : "Which files did the session read or work with? List their paths.",
      expected: artifacts.join("\n"),
    });
  const last = requests.at(-1);
  if (last !== undefined)
    probes.push({
      id: "continuation-last-request",
      kind: "continuation",
      source: "range",
      question:
        "What was the user's most recent request, and what should be done next to continue it?",
      expected: clip(last),
    });
  const decision = lastDecision(messages);
  if (decision !== null)
    probes.push({
      id: "decision-last",
      kind: "decision",
      source: "range",
      question: "What was the most recent technical decision made, and what was chosen?",
      expected: clip(decision),
    });
  return probes;
}

/**
 * The probes for a summary: first those from the aftermath reference set (what the session
 * needed after the compaction: aftermathProbes), then the range's own probes of the kinds the
 * aftermath did not ask (a point with no aftermath gets the range's four). Pure.
 *
 * @example
 * generateProbes(messages, facts).map((p) => p.id) // ["aftermath-file-reread-1", ..., "recall-first-request"]
 */
export function generateProbes(
  messages: SummaryMessage[],
  reference: readonly ReferenceFact[] = [],
): Probe[] {
  const fromAftermath = aftermathProbes(reference, messages);
  const asked = kindsAsked(fromAftermath);
  return [...fromAftermath, ...rangeProbes(messages).filter((p) => !asked.has(p.kind))];
}
