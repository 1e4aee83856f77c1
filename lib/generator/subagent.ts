import { emitApiCall, type CallPlan, type CallSource } from "./api-call";
import { chooseTools, type PendingTool } from "./choose-tools";
import { agentId as newAgentId } from "./ids";
import { finalAnswer, preambleText } from "./prose-synth";
import { progressRecord, userRecord, type JsonRecord } from "./record-factory";
import { chained, newTracker, remainingBytes, type SessionState } from "./session-state";
import { emitToolResults, type FinishedTool } from "./tool-results";
import type { PlannedTool } from "./api-call";
import type { ToolOutcome } from "./tools/tool-types";

type Run = { report: string; usage: JsonRecord; context: number; toolUses: number };

/** The subagent's own conversation: prompt, a few tool rounds, a final report. */
function* converse(
  s: SessionState,
  prompt: string,
  source: CallSource,
): Generator<JsonRecord, Run> {
  const { rng } = s;
  const tracker = newTracker(rng, s.ttl1h, rng.int(9_000, 16_000));
  yield userRecord(
    s.env,
    { ...chained(s, rng.range(20, 200), null), isSidechain: source.isSidechain },
    prompt,
  );
  tracker.add(prompt.length);
  const calls = rng.int(2, remainingBytes(s) > 300_000 ? 7 : 3);
  let toolUses = 0;
  for (let i = 0; ; i++) {
    const isFinal = i === calls - 1;
    const budget = Math.min(8_000, remainingBytes(s) / 6);
    const pending: PendingTool[] = isFinal
      ? []
      : chooseTools(s, rng.chance(0.3) ? rng.int(2, 3) : 1, budget, "subagent");
    const plan: CallPlan = isFinal
      ? {
          text: finalAnswer(
            rng,
            s.project.files,
            rng.logInt(400, Math.max(400, Math.min(3_000, remainingBytes(s) / 8))),
          ),
          tools: [],
        }
      : {
          text: rng.chance(0.5) ? preambleText(rng, rng.pick(s.project.files)) : undefined,
          tools: pending.map((p) => p.planned),
        };
    if (plan.text === undefined) delete plan.text;
    const call = yield* emitApiCall(s, tracker, plan, source);
    if (isFinal)
      return { report: plan.text ?? "", usage: call.usage, context: call.context, toolUses };
    const finished: FinishedTool[] = pending.map((p) => ({
      id: p.planned.id,
      recordUuid: call.toolRecords.get(p.planned.id) ?? "",
      outcome: p.outcome as ToolOutcome,
    }));
    toolUses += finished.length;
    yield* emitToolResults(s, tracker, finished, true);
  }
}

/** Re-emits the records of `inner` as 2.1.x `agent_progress` records of the main chain. */
function* asProgress(
  s: SessionState,
  inner: Generator<JsonRecord, Run>,
  agentId: string,
  toolUseID: string,
  parentToolUseID: string,
  prompt: string,
): Generator<JsonRecord, Run> {
  let outerLast: string | null = s.last;
  s.last = null;
  for (let step = inner.next(); ; step = inner.next()) {
    if (step.done) {
      s.last = outerLast;
      return step.value;
    }
    const r = step.value;
    const innerLast: string | null = s.last;
    s.last = outerLast;
    const isPrompt = r.type === "user" && r.parentUuid === null;
    const message =
      r.type === "assistant"
        ? {
            type: "assistant",
            timestamp: r.timestamp,
            message: r.message,
            requestId: r.requestId,
            uuid: r.uuid,
          }
        : isPrompt
          ? {
              type: "user",
              message: { role: "user", content: [{ type: "text", text: prompt }] },
              uuid: r.uuid,
              timestamp: r.timestamp,
            }
          : {
              type: "user",
              message: r.message,
              uuid: r.uuid,
              timestamp: r.timestamp,
              toolUseResult: r.toolUseResult,
            };
    const data = {
      message,
      normalizedMessages: [],
      type: "agent_progress",
      prompt: isPrompt ? prompt : "",
      agentId,
    };
    yield progressRecord(s.env, chained(s, 1), data, toolUseID, parentToolUseID);
    outerLast = s.last;
    s.last = innerLast;
  }
}

/**
 * Runs a Task/Agent subagent. 1.0.x writes its turns inline as a sidechain (chain root with
 * parentUuid null, own message ids and usage, counted as sidechain calls); 2.1.x embeds them
 * in `agent_progress` records, which a correct parser must not count as calls.
 */
export function* runSubagent(
  s: SessionState,
  task: PlannedTool,
  callerMessageId: string,
): Generator<JsonRecord, ToolOutcome> {
  const prompt = String(task.input.prompt ?? "");
  const started = s.clock;
  let run: Run;
  let agentId = "";
  if (s.env.style === "1.0") {
    const mainLast = s.last;
    s.last = null;
    run = yield* converse(s, prompt, {
      isSidechain: true,
      model: s.opts.model,
      countAs: "sidechain",
    });
    s.last = mainLast;
  } else {
    agentId = newAgentId(s.rng);
    const inner = converse(s, prompt, { isSidechain: true, model: s.opts.model, countAs: "none" });
    run = yield* asProgress(s, inner, agentId, `agent_msg_${callerMessageId}`, task.id, prompt);
  }
  const totalDurationMs = s.clock - started;
  const report = [{ type: "text" as const, text: run.report }];
  if (s.env.style === "1.0") {
    return {
      name: task.name,
      input: task.input,
      content: report,
      isError: false,
      toolUseResult: {
        content: report,
        totalDurationMs,
        totalTokens: run.context,
        totalToolUseCount: run.toolUses,
        usage: run.usage,
        wasInterrupted: false,
      },
      contextChars: run.report.length,
      compactable: false,
    };
  }
  const footer = `agentId: ${agentId} (for resuming to continue this agent's work if needed)\n<usage>total_tokens: ${run.context}\ntool_uses: ${run.toolUses}\nduration_ms: ${totalDurationMs}</usage>`;
  return {
    name: task.name,
    input: task.input,
    content: [...report, { type: "text", text: footer }],
    isError: false,
    toolUseResult: {
      status: "completed",
      prompt,
      agentId,
      content: report,
      totalDurationMs,
      totalTokens: run.context,
      totalToolUseCount: run.toolUses,
      usage: run.usage,
    },
    contextChars: run.report.length + footer.length,
    compactable: false,
  };
}
