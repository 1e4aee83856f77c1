import { z } from "zod";
import { readContentReplacement } from "../transcript/content-replacement";
import { checkEngine } from "./check-engine";
import type { Disagreement } from "./matrix-schema";
import type { Classified } from "./probe-api";
import { startProbeApi } from "./probe-api";
import { startSession, type SessionInput } from "./run-two-turns";

/**
 * The tool-result budget of one assistant message (remote flag `tengu_hawthorn_steeple`, read
 * in 2.1.101's cli.js): one turn whose answer runs BUDGET_FILES Bash tool uses at once, each
 * printing a file of FILE_CHARS characters, so the results of that one message pass 200,000
 * characters. Measured at the check before the follow-up call (the one that counts the
 * results, after a usage of `reported`): whether the client compacted there and its
 * preTokens, how many results the follow-up (or the summarization request) carries as a
 * `<persisted-output>` preview and their size, the `content-replacement` records the
 * transcript holds, and whether the engine's replay agrees.
 */

export const BUDGET_FILES = 12;
/** Under Bash's own output limit (30,000 characters), so the client never cuts one alone. */
const FILE_CHARS = 28_000;
const LINE = "conformance lab tool result budget line\n";

export const budgetFiles = (): Record<string, string> =>
  Object.fromEntries(
    Array.from({ length: BUDGET_FILES }, (_, i) => [
      `budget-${i + 1}.txt`,
      LINE.repeat(Math.floor(FILE_CHARS / LINE.length)),
    ]),
  );

export type BudgetFinding = {
  reported: number;
  compacted: boolean;
  preTokens: number | null;
  /** Tool results the request after the tool runs carried, and how many as a preview. */
  toolResults: number;
  previews: number;
  /** Characters of the tool results in that request, whole and previewed. */
  sentChars: number;
  /** `content-replacement` records in the transcript and the results they list. */
  replacementRecords: number;
  replacedResults: number;
  /** The characters of one preview as the record holds it (null: none). */
  previewChars: number | null;
  disagreements: Disagreement[];
  failure: string | null;
};

const PREVIEW_MARK = "<persisted-output>";

const bodySchema = z.looseObject({
  messages: z.array(
    z.looseObject({
      content: z.union([
        z.string(),
        z.array(z.looseObject({ type: z.string(), content: z.unknown().optional() })),
      ]),
    }),
  ),
});

/** The tool results of a request: how many, how many previewed, their characters. */
export function toolResultsSent(body: unknown): {
  toolResults: number;
  previews: number;
  sentChars: number;
} {
  const parsed = bodySchema.safeParse(body);
  let toolResults = 0;
  let previews = 0;
  let sentChars = 0;
  for (const message of parsed.success ? parsed.data.messages : [])
    for (const block of Array.isArray(message.content) ? message.content : [])
      if (block.type === "tool_result") {
        const text = JSON.stringify(block.content ?? "");
        toolResults += 1;
        sentChars += text.length;
        if (text.includes(PREVIEW_MARK)) previews += 1;
      }
  return { toolResults, previews, sentChars };
}

/** The first request after the tool runs that carries their results: a summary or the follow-up. */
export function requestAfterTools(classified: readonly Classified[]): Classified | null {
  return (
    classified.find(
      (c) => c.kind !== "side" && toolResultsSent(c.request.body).toolResults >= BUDGET_FILES,
    ) ?? null
  );
}

const PRE_TOKENS = /"preTokens":\s*(\d+)/;

export async function runToolResultBudget(
  input: SessionInput,
  reported: number,
): Promise<BudgetFinding> {
  const api = await startProbeApi(input.model, input.usage);
  const none = (failure: string): BudgetFinding => ({
    reported,
    compacted: false,
    preTokens: null,
    toolResults: 0,
    previews: 0,
    sentChars: 0,
    replacementRecords: 0,
    replacedResults: 0,
    previewChars: null,
    disagreements: [],
    failure,
  });
  try {
    const session = await startSession(
      {
        ...input,
        files: budgetFiles(),
        extraArgs: [...(input.extraArgs ?? []), "--allowedTools", "Bash"],
        turnTimeoutMs: input.turnTimeoutMs ?? 120_000,
      },
      api.url,
    );
    const warmUp = await session.send("Conformance warm-up turn.");
    const before = api.classified().length;
    api.queueMain({
      context: reported,
      toolUses: Array.from({ length: BUDGET_FILES }, (_, i) => ({
        name: "Bash",
        input: { command: `cat budget-${i + 1}.txt`, description: "Print a probe file" },
      })),
    });
    const turn = warmUp.ok ? await session.send("Conformance probe: print the files.") : warmUp;
    const end = await session.close();
    if (!turn.ok) return none(`${turn.reason} (screen or stderr: ${end.stderr.slice(-300)})`);
    const classified = api.classified().slice(before);
    const after = requestAfterTools(classified);
    if (!after) return none("no request carried the tool results: the tools did not run");
    const text = end.transcripts.map((t) => t.text).join("");
    const records = text
      .split("\n")
      .filter((line) => line.includes('"content-replacement"'))
      .map((line) => readContentReplacement(JSON.parse(line) as unknown));
    const replaced = records.flat();
    return {
      reported,
      compacted: classified.some((c) => c.kind === "summary"),
      preTokens: Number(PRE_TOKENS.exec(text)?.[1] ?? NaN) || null,
      ...toolResultsSent(after.request.body),
      replacementRecords: records.length,
      replacedResults: replaced.length,
      previewChars: replaced[0]?.chars ?? null,
      disagreements: checkEngine(text, input.env).disagreements,
      failure: null,
    };
  } finally {
    await api.close();
  }
}
