import { z } from "zod";

/**
 * Codex's `spawn_agent` calls as the links read them from the rollout's lines (the model keeps
 * sizes, not text): the call's task, and the sub-agent its output names. 0.169.0 answers
 * `{"task_name":"/root/probe_child"}` (the child's path, unique within the parent thread; lab);
 * earlier multi-agent releases `{"agent_id":"<child thread id>"}` (openai/codex's collab tools).
 */

const MAX_DESCRIPTION_CHARS = 300;

const lineSchema = z.looseObject({
  type: z.literal("response_item"),
  payload: z.looseObject({ type: z.string(), call_id: z.string() }),
});
const argumentsSchema = z.looseObject({
  task_name: z.string().optional(),
  message: z.string().optional(),
});
const outputSchema = z.union([
  z.looseObject({ agent_id: z.string().min(1) }),
  z.looseObject({ task_name: z.string().min(1) }),
]);

function payloadOf(text: string, callId: string, type: string): Record<string, unknown> | null {
  try {
    const line = lineSchema.safeParse(JSON.parse(text));
    if (!line.success) return null;
    const { payload } = line.data;
    return payload.call_id === callId && payload.type === type ? payload : null;
  } catch {
    return null;
  }
}

/** A JSON text (an arguments or output string), or an output's `{ content }`'s. */
function parseJsonText(value: unknown): unknown {
  const content = z.object({ content: z.string() }).safeParse(value);
  if (content.success) return parseJsonText(content.data.content);
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The spawned agent's task in a few words: its task name and the start of its message. */
export function readSpawnDescription(text: string, callId: string): string | null {
  const payload = payloadOf(text, callId, "function_call");
  const args = argumentsSchema.safeParse(parseJsonText(payload?.arguments));
  if (!args.success) return null;
  const { task_name: name, message } = args.data;
  const description = [name, message].filter(Boolean).join(": ").replace(/\s+/g, " ").trim();
  return description ? description.slice(0, MAX_DESCRIPTION_CHARS) : null;
}

/**
 * The sub-agent a spawn call started, as its child's rollout names itself (`codexAgentId`): the
 * thread id the output gives, or the parent's thread id and the path it gives; null when the
 * output names neither (or names a path and the parent's thread is not known).
 */
export function readSpawnAgentId(
  text: string,
  callId: string,
  parentThreadId: string | null,
): string | null {
  const payload = payloadOf(text, callId, "function_call_output");
  const output = outputSchema.safeParse(parseJsonText(payload?.output));
  if (!output.success) return null;
  if ("agent_id" in output.data && typeof output.data.agent_id === "string")
    return output.data.agent_id;
  const path = (output.data as { task_name: string }).task_name;
  return parentThreadId === null ? null : `${parentThreadId}:${path}`;
}
