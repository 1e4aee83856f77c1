import { emitApiCall, type CallPlan } from "./api-call";
import { chooseTools } from "./choose-tools";
import { checkCompaction, compactionEstimate } from "./compaction";
import { uuid } from "./ids";
import { finalAnswer, preambleText, thinkingText } from "./prose-synth";
import {
  progressRecord,
  syntheticRecord,
  systemRecord,
  userRecord,
  type JsonRecord,
} from "./record-factory";
import { chained, reachedTarget, remainingBytes, type SessionState } from "./session-state";
import { runSubagent } from "./subagent";
import { emitToolResults, type FinishedTool } from "./tool-results";
import type { ToolOutcome } from "./tools/tool-types";
import { beforeTurn, promptRecords } from "./turn-start";
import { syntheticUsage } from "./usage-shape";

const INTERRUPTED = "[Request interrupted by user for tool use]";
const OVERLOADED =
  'API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}';

/**
 * Characters one tool result may have: bounded by the bytes left to write and by the context
 * left before the compaction threshold (so recorded preTokens land near the threshold, as in
 * real files) or the window.
 */
function resultBudget(s: SessionState): number {
  const ceiling = Math.min(s.opts.contextWindow - 10_000, s.opts.autoCompactAt + 4_000);
  const contextRoom = Math.max(1_500, (ceiling - compactionEstimate(s)) * 4);
  return Math.min(contextRoom, remainingBytes(s) / 3);
}

function* retries(s: SessionState): Generator<JsonRecord> {
  const attempts = s.rng.int(1, 3);
  for (let i = 1; i <= attempts; i++) {
    const error = { status: 529, formatted: "529 Overloaded", isNetworkDown: false };
    const fields = {
      subtype: "api_error",
      level: "error",
      error,
      retryInMs: Math.round(500 * 2 ** i + s.rng.range(0, 300)),
      retryAttempt: i,
      maxRetries: 10,
    };
    yield systemRecord(s.env, chained(s, 500 * 2 ** i), fields);
  }
}

function* endOfTurn(s: SessionState, turnStart: number): Generator<JsonRecord> {
  if (s.env.style !== "2.1") return;
  const { rng, env } = s;
  if (s.hooks) {
    const command = "${CLAUDE_PLUGIN_ROOT}/hooks/stop-hook.sh";
    const hookId = uuid(rng);
    yield progressRecord(
      env,
      chained(s, rng.range(20, 200)),
      { type: "hook_progress", hookEvent: "Stop", hookName: "Stop", command },
      hookId,
      hookId,
    );
    const fields = {
      subtype: "stop_hook_summary",
      hookCount: 1,
      hookInfos: [{ command }],
      hookErrors: [],
      preventedContinuation: false,
      stopReason: "",
      hasOutput: false,
      level: "suggestion",
    };
    yield systemRecord(env, chained(s, rng.range(50, 300)), fields, { toolUseID: hookId });
  }
  if (rng.chance(0.35)) {
    yield systemRecord(
      env,
      chained(s, rng.range(2, 20)),
      { subtype: "turn_duration", durationMs: s.clock - turnStart },
      { isMeta: false },
    );
  }
}

/** One user turn: prompt, a run of API calls with their tool results, the end-of-turn records. */
export function* runTurn(s: SessionState): Generator<JsonRecord> {
  const { rng, env, opts } = s;
  yield* beforeTurn(s);
  const turnStart = s.clock;
  // The check before the turn's first call counts the new prompt (2.1.x estimates the records
  // after the last usage): a threshold crossed here compacts after the prompt, before the call.
  yield* promptRecords(s);
  yield* checkCompaction(s);
  const calls = rng.chance(0.1) ? 1 : 1 + rng.logInt(1, 24);
  const main = { isSidechain: false, model: opts.model, countAs: "main" as const };
  for (let i = 0; ; i++) {
    if (i > 0) yield* checkCompaction(s);
    if (rng.chance(0.003)) {
      const message = { ...chained(s, rng.range(2_000, 30_000)) };
      yield syntheticRecord(env, message, uuid(rng), OVERLOADED, syntheticUsage(env.style), 529);
      break;
    }
    if (env.style === "2.1" && rng.chance(0.004)) yield* retries(s);
    // Near the byte target the turn wraps up with short answers, so small files land close to it.
    const left = opts.targetBytes - s.bytes;
    const isFinal = i >= calls - 1 || left < 12_000;
    const proto = s.turnIndex === 1 && i === 0 && !isFinal;
    const parallel = left > 50_000 && rng.chance(0.22) ? rng.int(2, 4) : 1;
    const pending = isFinal
      ? []
      : chooseTools(s, parallel, resultBudget(s), proto ? "proto" : "main");
    const focus = rng.pick(s.recentFiles.length > 0 ? s.recentFiles : s.project.files);
    const plan: CallPlan = { tools: pending.map((p) => p.planned) };
    const textRoom = Math.max(150, Math.min(2_500, left / 4));
    if (rng.next() < s.thinkingRate * (isFinal ? 0.5 : 1))
      plan.thinking = thinkingText(rng, focus, rng.logInt(80, textRoom));
    if (isFinal)
      plan.text = finalAnswer(
        rng,
        s.recentFiles.length > 0 ? s.recentFiles : s.project.files,
        rng.logInt(150, textRoom),
      );
    else if (rng.chance(0.55)) plan.text = preambleText(rng, focus);
    const call = yield* emitApiCall(s, s.tracker, plan, main);
    if (isFinal) break;
    const interrupted = rng.chance(0.01);
    const finished: FinishedTool[] = [];
    for (const p of pending) {
      let outcome: ToolOutcome;
      if (interrupted) {
        outcome = {
          name: p.planned.name,
          input: p.planned.input,
          content: INTERRUPTED,
          isError: true,
          toolUseResult: `Error: ${INTERRUPTED}`,
          contextChars: INTERRUPTED.length,
          compactable: false,
        };
      } else {
        outcome = p.outcome ?? (yield* runSubagent(s, p.planned, call.messageId));
      }
      finished.push({
        id: p.planned.id,
        recordUuid: call.toolRecords.get(p.planned.id) ?? "",
        outcome,
      });
    }
    yield* emitToolResults(s, s.tracker, finished, false);
    if (interrupted) {
      yield userRecord(env, chained(s, rng.range(100, 2_000)), [
        { type: "text", text: INTERRUPTED },
      ]);
      s.tracker.add(INTERRUPTED.length);
      if (rng.chance(0.5))
        yield syntheticRecord(
          env,
          chained(s, 10),
          uuid(rng),
          "No response requested.",
          syntheticUsage(env.style),
        );
      break;
    }
    if (reachedTarget(s)) break;
  }
  yield* endOfTurn(s, turnStart);
  s.turnIndex++;
  if (reachedTarget(s)) s.stop = true;
}
