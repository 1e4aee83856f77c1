import { z } from "zod";

/**
 * What a Codex client counted at its check before the lab's second turn, read from the
 * rollout: the last response's total_tokens (the parser's preTokens) plus ceil(bytes / 4) of
 * the compact JSON of each item the client itself added after that response (lab, 0.100.0:
 * `exec resume` re-appends the initial context after `task_complete`, 425, 3,134 and 185
 * bytes: 938 tokens, exact to the token). The lab's scenario puts that response just before
 * the first turn's `task_complete`: the items between it and the `compacted` line are what
 * the client added (the summary answer 0.169 records there is the model's, not counted). A
 * compaction inside the turn (0.40 to 0.58) has no `task_complete` before it: nothing added.
 */

const lineSchema = z.looseObject({ type: z.string(), payload: z.unknown() });
const itemSchema = z.looseObject({ type: z.string(), role: z.string().optional() });

/** Items the client writes itself; the model's (assistant messages, reasoning, calls) are in its usage. */
function isAddedByClient(item: z.infer<typeof itemSchema>): boolean {
  if (item.type === "message") return item.role !== "assistant";
  return item.type === "function_call_output" || item.type === "custom_tool_call_output";
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The tokens the client added to its last total at the check that compacted; 0 when none. */
export function addedAfterLastResponse(rollout: string): number {
  const lines = rollout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => lineSchema.safeParse(parseOrNull(line)).data);
  const compacted = lines.findIndex((line) => line?.type === "compacted");
  if (compacted === -1) return 0;
  const isTaskComplete = (line: (typeof lines)[number]) =>
    line?.type === "event_msg" &&
    z.looseObject({ type: z.literal("task_complete") }).safeParse(line.payload).success;
  const turnEnd = lines.slice(0, compacted).findLastIndex(isTaskComplete);
  if (turnEnd === -1) return 0;
  let tokens = 0;
  for (const line of lines.slice(turnEnd + 1, compacted)) {
    const item = line?.type === "response_item" ? itemSchema.safeParse(line.payload) : null;
    if (item?.success && isAddedByClient(item.data))
      tokens += Math.ceil(Buffer.byteLength(JSON.stringify(line?.payload)) / 4);
  }
  return tokens;
}
