import type { ContextTracker } from "./context-tracker";
import { messageId, requestId, signature } from "./ids";
import { assistantRecord, type JsonRecord } from "./record-factory";
import { chained, type SessionState } from "./session-state";
import { usageObject } from "./usage-shape";

export type PlannedTool = { id: string; name: string; input: Record<string, unknown> };

/** One API response, before it is split into one record per content block. */
export type CallPlan = {
  thinking?: string;
  text?: string;
  tools: PlannedTool[];
};

/** Who makes the call, and how it counts in the facts (progress-embedded calls count nowhere). */
export type CallSource = {
  isSidechain: boolean;
  model: string;
  countAs: "main" | "sidechain" | "none";
};

export type CallResult = {
  messageId: string;
  /** uuid of the record holding each tool_use, by tool_use id (tool results point there in 2.1). */
  toolRecords: Map<string, string>;
  usage: JsonRecord;
  context: number;
};

/**
 * Writes one API call as consecutive assistant records sharing message.id and requestId
 * (FORMAT.md §3). Usage is consistent with the tracker; 1.0.x grows output_tokens across the
 * records with stop_reason only on the last, 2.1.x copies the final usage onto every record,
 * and the proxy variant puts zero usage on the non-final records.
 */
export function* emitApiCall(
  s: SessionState,
  tracker: ContextTracker,
  plan: CallPlan,
  source: CallSource,
): Generator<JsonRecord, CallResult> {
  const { rng, env } = s;
  const blocks: JsonRecord[] = [];
  let outputChars = 0;
  if (plan.thinking !== undefined) {
    blocks.push({
      type: "thinking",
      thinking: plan.thinking,
      signature: signature(rng, Math.min(2400, 200 + plan.thinking.length)),
    });
    outputChars += plan.thinking.length;
  }
  if (plan.text !== undefined) {
    blocks.push({ type: "text", text: plan.text });
    outputChars += plan.text.length;
  }
  for (const tool of plan.tools) {
    blocks.push({ type: "tool_use", id: tool.id, name: tool.name, input: tool.input });
    outputChars += JSON.stringify(tool.input).length + tool.name.length;
  }
  const stopReason = plan.tools.length > 0 ? "tool_use" : "end_turn";
  const firstDelay = rng.range(1_500, 12_000);
  const tokens = tracker.call(s.clock + firstDelay, Math.ceil(outputChars / 4) + rng.int(4, 40));
  const usage = usageObject(env.style, env.version, tokens, s.ttl1h);
  const early = usageObject(
    env.style,
    env.version,
    { ...tokens, output: Math.min(tokens.output, rng.int(1, 12)) },
    s.ttl1h,
  );
  const id = messageId(rng);
  const request = s.opts.proxyUsage ? null : requestId(rng);
  const toolRecords = new Map<string, string>();
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as JsonRecord;
    const isLast = i === blocks.length - 1;
    let blockUsage = usage;
    let blockStop: string | null = stopReason;
    if (env.style === "1.0" && !isLast) {
      blockUsage = early;
      blockStop = null;
    } else if (s.opts.proxyUsage && !isLast) {
      blockUsage = { input_tokens: 0, output_tokens: 0 };
      blockStop = null;
    }
    const stamp = {
      ...chained(s, i === 0 ? firstDelay : rng.range(80, 2_500)),
      isSidechain: source.isSidechain,
    };
    if (block.type === "tool_use") toolRecords.set(String(block.id), stamp.uuid);
    yield assistantRecord(
      env,
      stamp,
      { id, model: source.model, content: block, stopReason: blockStop, usage: blockUsage },
      request,
    );
  }
  if (source.countAs === "sidechain") {
    s.facts.sidechainApiCalls++;
  } else if (source.countAs === "main") {
    s.justCompacted = false;
    s.facts.apiCalls++;
    s.facts.maxContextTokens = Math.max(s.facts.maxContextTokens, tokens.context);
  }
  return { messageId: id, toolRecords, usage, context: tokens.context };
}
