import {
  assistantMessage,
  readSessionLines,
  sessionInfo,
  tokens,
  toolPart,
  userMessage,
} from "../../../transcript/opencode/testing/session-lines";

/** A tool output OpenCode estimates at `tokens` (round(characters / 4)). */
export const outputOf = (tokens: number) => "a".repeat(tokens * 4);

/**
 * The prune lab's scenario as a session file: a first prompt reads one output per step
 * (`outputTokens`, oldest first), then `laterPrompts` prompts answered at once; `compacted`
 * gives the time prune marked an output (its call id), as the client's database shows it.
 * Call c is created at `callTime(c)`; each reports `context` tokens (1,000) and 10 of output.
 */
export const callTime = (call: number) => 1_795_785_600_000 + call * 1_000;
const at = (call: number) => ({ time: { created: callTime(call), completed: callTime(call) } });

export function pruneLabSession(
  outputTokens: readonly number[],
  laterPrompts = 3,
  options: {
    tool?: (i: number) => string;
    compacted?: Record<string, number>;
    context?: number;
  } = {},
) {
  const context = options.context ?? 1_000;
  const records: unknown[] = [sessionInfo(), userMessage("msg_u0", "read the files")];
  outputTokens.forEach((n, i) => {
    const id = `call_${i + 1}`;
    const compacted = options.compacted?.[id];
    const part = toolPart(id, outputOf(n), compacted === undefined ? {} : { compacted });
    const tool = options.tool?.(i) ?? "read";
    records.push(
      assistantMessage(`msg_a0_${i}`, "msg_u0", [{ ...part, tool }], tokens(context), at(i)),
    );
  });
  const answer = [{ type: "text", text: "ok" }];
  let call = outputTokens.length;
  records.push(assistantMessage("msg_a0_end", "msg_u0", answer, tokens(context), at(call)));
  for (let p = 1; p <= laterPrompts; p++) {
    records.push(userMessage(`msg_u${p}`, "go on"));
    call += 1;
    records.push(assistantMessage(`msg_a${p}`, `msg_u${p}`, answer, tokens(context), at(call)));
  }
  return readSessionLines(records);
}
