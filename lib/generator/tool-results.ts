import { remember } from "./compact-summary";
import type { ContextTracker } from "./context-tracker";
import { progressRecord, systemRecord, toolResultRecord, type JsonRecord } from "./record-factory";
import { chained, type SessionState } from "./session-state";
import type { ToolOutcome } from "./tools/tool-types";

export type FinishedTool = { id: string; recordUuid: string; outcome: ToolOutcome };

const LATENCY_MS: Record<string, [number, number]> = {
  Read: [30, 400],
  Edit: [40, 600],
  Write: [40, 500],
  Grep: [60, 1_500],
  Glob: [20, 900],
  WebFetch: [900, 8_000],
};

/** 2.1.x: a long Bash command streams `bash_progress` records before its result. */
function* bashProgress(
  s: SessionState,
  toolId: string,
  seconds: number,
  output: string,
): Generator<JsonRecord> {
  const ticks = Math.min(5, Math.floor(seconds / 3));
  const lines = output.split("\n");
  for (let i = 0; i < ticks; i++) {
    const shown = lines
      .slice(0, Math.ceil(((i + 1) / (ticks + 1)) * lines.length))
      .slice(-5)
      .join("\n");
    const data = {
      type: "bash_progress",
      output: shown,
      fullOutput: shown,
      elapsedTimeSeconds: (i + 1) * 3,
      totalLines: lines.length,
    };
    yield progressRecord(s.env, chained(s, 3_000), data, `bash-progress-${i}`, toolId);
  }
}

/**
 * Writes the tool_result user records of one API call, one record per result, with the
 * hook echoes of each era (1.0.x system records without subtype, 2.1.x hook_progress), and
 * feeds each result into the context of its query source.
 */
export function* emitToolResults(
  s: SessionState,
  tracker: ContextTracker,
  finished: FinishedTool[],
  isSidechain: boolean,
): Generator<JsonRecord> {
  const { env, rng } = s;
  const is21 = env.style === "2.1";
  for (const { id, recordUuid, outcome } of finished) {
    if (is21 && !isSidechain && outcome.bash && outcome.bash.seconds >= 3) {
      yield* bashProgress(s, id, outcome.bash.seconds, outcome.bash.output);
    }
    const [lo, hi] = LATENCY_MS[outcome.name] ?? [200, 3_000];
    const wait = outcome.bash
      ? outcome.bash.seconds * 1_000 + rng.range(50, 400)
      : rng.range(lo, hi);
    const stamp = { ...chained(s, wait, is21 ? recordUuid : s.last), isSidechain };
    yield toolResultRecord(env, stamp, id, outcome, recordUuid);
    tracker.add(outcome.contextChars);
    if (s.hooks && !isSidechain) {
      if (is21) {
        const data = {
          type: "hook_progress",
          hookEvent: "PostToolUse",
          hookName: `PostToolUse:${outcome.name}`,
          command: "callback",
        };
        yield progressRecord(env, chained(s, rng.range(2, 30)), data, id, id);
      } else if (["Edit", "Write", "TodoWrite", "MultiEdit"].includes(outcome.name)) {
        const content = `Running \u001b[1mPostToolUse:${outcome.name}\u001b[22m...`;
        yield systemRecord(
          env,
          chained(s, rng.range(5, 60)),
          { content, isMeta: false },
          { toolUseID: id, level: "info" },
        );
      }
    }
    if (isSidechain) continue;
    if (outcome.relPath !== undefined) {
      remember(s.recentFiles, outcome.relPath, 12);
      remember(s.log.files, outcome.relPath, 8);
      if (outcome.name === "Read") remember(s.recentReads, outcome.relPath, 8);
    }
    if (outcome.isError && typeof outcome.content === "string")
      remember(s.log.errors, outcome.content.slice(0, 200), 5);
  }
}
