import { z } from "zod";
import { systemTextOf, type RecordedOpenAiRequest } from "./fake-openai-api";
import { pruneFactsSchema } from "./prune-facts";

/** What the OpenCode lab measured beyond the shared columns (a matrix row's `opencode`). */
export const opencodeFactsSchema = z.object({
  /** The model's limits the client was configured with (`limit.context/input/output`). */
  limits: z.object({ context: z.number(), input: z.number().optional(), output: z.number() }),
  /** Requests the compaction sent (one summary request). */
  compactionRequests: z.number(),
  /** The compaction agent's system prompt, its first line. */
  promptFirstLine: z.string().nullable(),
  /** The export holds the compaction: a `compaction` part and a `summary: true` message. */
  compactionInExport: z.boolean(),
  /** The prune lab's rows only: the setting, the driver and each case (prune-facts.ts). */
  prune: pruneFactsSchema.nullable().optional(),
});
export type OpenCodeFacts = z.infer<typeof opencodeFactsSchema>;

const exportShape = z.object({
  messages: z.array(
    z.object({
      info: z.object({ summary: z.unknown().optional() }).passthrough(),
      parts: z.array(z.object({ type: z.string() }).passthrough()),
    }),
  ),
});

/** Whether an export records a compaction: its user message's part and the summary message. */
export function exportHasCompaction(exported: unknown): boolean {
  const parsed = exportShape.safeParse(exported);
  if (!parsed.success) return false;
  const messages = parsed.data.messages;
  return (
    messages.some((m) => m.parts.some((part) => part.type === "compaction")) &&
    messages.some((m) => m.info.summary === true)
  );
}

/** The compaction facts of a probe that compacted. */
export function compactionFacts(
  requests: readonly RecordedOpenAiRequest[],
  exported: unknown,
  limits: OpenCodeFacts["limits"],
): OpenCodeFacts {
  const compactions = requests.filter((r) => r.kind === "compaction");
  const first = compactions[0];
  return {
    limits,
    compactionRequests: compactions.length,
    promptFirstLine: first ? (systemTextOf(first.body).split("\n")[0] ?? null) : null,
    compactionInExport: exportHasCompaction(exported),
  };
}
