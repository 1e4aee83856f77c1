import {
  startClaudeSession,
  type DriveOptions,
  type RemoteTraffic,
  type Runnable,
  type SessionEnd,
  type TurnOutcome,
} from "./drive-claude";
import { startInteractiveSession } from "./drive-claude-interactive";
import type { UsageShape } from "../llm/testing/fake-answer";
import { startProbeApi, type Classified, type ProbeApi } from "./probe-api";

export type SessionInput = {
  claude: Runnable;
  model: string;
  env?: Record<string, string>;
  extraArgs?: string[];
  turnTimeoutMs?: number;
  /** How the fake reports usage (settings.ts); as the API does when absent. */
  usage?: UsageShape;
  /** Remote traffic to the lab's flag server (flag-sets.ts); off when absent. */
  remote?: RemoteTraffic;
  /** The interactive client in a tmux pane (drive-claude-interactive.ts), not print mode. */
  interactive?: boolean;
};

/** The driver the input asks for: print mode's stream-json, or the interactive client. */
export function startSession(
  input: Omit<DriveOptions, "baseUrl"> & { interactive?: boolean },
  baseUrl: string,
) {
  return (input.interactive ? startInteractiveSession : startClaudeSession)({ ...input, baseUrl });
}

export type TwoTurnsPlan = {
  /** The usage the first turn's main call reports. */
  firstContext: number;
  first: string;
  second: string;
  /**
   * A small turn before the first (main calls report 2,000): versions that keep the last round
   * out of the summary (2.1.153's reactive route) have nothing to summarise after one turn.
   */
  warmUp?: boolean;
  /** Scripts the fake for the second turn (default: main calls report 2,000). */
  beforeSecond?: (api: ProbeApi) => void;
};

export type TwoTurns = {
  first: TurnOutcome;
  /** The first turn's outcome again when it failed (the second was not sent). */
  second: TurnOutcome;
  end: SessionEnd;
  /** The requests the second turn made, classified. */
  secondRequests: Classified[];
  /** The transcripts' text, joined. */
  text: string;
};

/**
 * The lab's common probe: a fresh session, a first turn whose main call reports a context, a
 * second turn whose pre-call checks decide (compaction, /compact, an error), then close.
 *
 * @example
 * const { secondRequests } = await runTwoTurns(input, { firstContext: 155_000, first: "one", second: "two" });
 * secondRequests.some((c) => c.kind === "summary") // compacted
 */
export async function runTwoTurns(input: SessionInput, plan: TwoTurnsPlan): Promise<TwoTurns> {
  const api = await startProbeApi(input.model, input.usage);
  try {
    const session = await startSession(input, api.url);
    const warmUp = plan.warmUp ? await session.send("Conformance warm-up turn.") : null;
    api.setMainAnswer({ context: plan.firstContext });
    const first = warmUp && !warmUp.ok ? warmUp : await session.send(plan.first);
    const before = api.classified().length;
    api.setMainAnswer({ context: 2_000 });
    plan.beforeSecond?.(api);
    const second = first.ok ? await session.send(plan.second) : first;
    const end = await session.close();
    return {
      first,
      second,
      end,
      secondRequests: api.classified().slice(before),
      text: end.transcripts.map((t) => t.text).join(""),
    };
  } finally {
    await api.close();
  }
}
