import { z } from "zod";
import type { RecordedOpenAiRequest } from "./fake-openai-api";
import type { PruneProbe } from "./drive-prune";

/** One prune case on the real client: the outputs read, what the client found and cleared. */
export const pruneCaseSchema = z.object({
  /** The first prompt's read outputs as OpenCode estimates them (round(characters / 4)), oldest first. */
  outputTokens: z.array(z.number()),
  /** The client's log after each prompt: `found pruned=.. total=..` (null: no such line). */
  found: z.array(z.object({ pruned: z.number(), total: z.number() }).nullable()),
  /** The prompt (1-based) after which outputs were first marked cleared; null: never. */
  prunedAfterPrompt: z.number().nullable(),
  /** The call ids marked (`state.time.compacted`), oldest first. */
  cleared: z.array(z.string()),
  clearedTokens: z.number(),
  /** A marked output still holds its text in the database (only the time is added). */
  outputKept: z.boolean().nullable(),
  /** What the next request sent in a cleared output's place (null: nothing cleared). */
  sentInstead: z.string().nullable(),
  /** The call ids the engine cleared replaying the final export (null: not checked). */
  engineCleared: z.array(z.string()).nullable(),
});
export type PruneCase = z.infer<typeof pruneCaseSchema>;

/** What the OpenCode prune lab measured under one setting (a matrix row's `opencode.prune`). */
export const pruneFactsSchema = z.object({
  /** opencode.json's `compaction.prune` ("unset": the client's default). */
  setting: z.enum(["true", "unset"]),
  /** How the prompts ran: one `opencode serve` and `run --attach`, or a lone `opencode run` each. */
  driver: z.enum(["server", "run"]),
  cases: z.array(pruneCaseSchema),
});
export type PruneFacts = z.infer<typeof pruneFactsSchema>;

const foundLine = /\bfound\b.*?\bpruned=(\d+)\s+total=(\d+)/;

const toolPartSchema = z.object({
  type: z.literal("tool"),
  callID: z.string(),
  state: z
    .object({
      output: z.string().optional(),
      time: z.object({ compacted: z.number().optional() }).partial().optional(),
    })
    .passthrough(),
});
const exportSchema = z.object({
  messages: z.array(z.object({ parts: z.array(z.unknown()) })),
});

/** The tool parts of an export: call id, output size and whether prune marked it. */
export function toolPartsOf(exported: unknown) {
  const parsed = exportSchema.safeParse(exported);
  if (!parsed.success) return [];
  return parsed.data.messages.flatMap((message) =>
    message.parts.flatMap((part) => {
      const tool = toolPartSchema.safeParse(part);
      if (!tool.success) return [];
      const { callID, state } = tool.data;
      const chars = state.output?.length ?? 0;
      return [{ callID, chars, compacted: state.time?.compacted !== undefined }];
    }),
  );
}

/** What a request sent as the tool message of `callID` (its text), or null. */
function toolMessageText(request: RecordedOpenAiRequest | undefined, callID: string) {
  const body = z
    .object({
      messages: z.array(
        z.object({ role: z.string(), tool_call_id: z.string().optional(), content: z.unknown() }),
      ),
    })
    .safeParse(request?.body);
  const message = body.success
    ? body.data.messages.find((m) => m.role === "tool" && m.tool_call_id === callID)
    : undefined;
  if (message === undefined) return null;
  return typeof message.content === "string" ? message.content : JSON.stringify(message.content);
}

/**
 * One case's facts from its probe: the `found` line after each prompt (the server's log, in
 * order: one per prompt when the client pruned at all), the first export that shows marked
 * outputs, and what the first request after it sent in their place.
 */
export function pruneCaseFacts(probe: PruneProbe, engineCleared: string[] | null): PruneCase {
  const found = probe.logLines
    .map((line) => foundLine.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pruned: Number(match[1]), total: Number(match[2]) }));
  const perPrompt = probe.runs.map((_, i) => found[i] ?? null);
  const after = probe.exports.findIndex((e) => toolPartsOf(e).some((part) => part.compacted));
  const parts = after === -1 ? [] : toolPartsOf(probe.exports[after]).filter((p) => p.compacted);
  const nextTurn = probe.runs[after + 1]?.find((r) => r.kind === "turn");
  return {
    outputTokens: toolPartsOf(probe.exports[0]).map((part) => Math.round(part.chars / 4)),
    found: perPrompt,
    prunedAfterPrompt: after === -1 ? null : after + 1,
    cleared: parts.map((part) => part.callID),
    clearedTokens: parts.reduce((sum, part) => sum + Math.round(part.chars / 4), 0),
    outputKept: after === -1 ? null : parts.every((part) => part.chars > 0),
    sentInstead: parts[0] ? toolMessageText(nextTurn, parts[0].callID) : null,
    engineCleared,
  };
}
