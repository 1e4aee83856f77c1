import { LAB_PROMPT_MARKER } from "./classify-codex-request";
import type { CodexProvider } from "./codex-provider";
import { startCodexSession } from "./drive-codex";
import { startCodexInteractiveSession } from "./drive-codex-interactive";
import {
  startFakeResponsesApi,
  type RecordedCodexRequest,
  type ReportedUsage,
} from "./fake-responses-api";
import type { CodexCommand } from "./install-codex";

/**
 * One probe of a Codex version: a fresh two-turn session whose first answer reports `first`
 * (the usage under test) and every later answer a small usage; whether the client compacted
 * (it sent a compaction request, local or remote) and what it sent and wrote.
 */

export type ProbeOptions = {
  codex: CodexCommand;
  model?: string;
  configLines?: string[];
  provider?: CodexProvider;
  /** The TUI in a tmux pane, one process for both turns, instead of exec and exec resume. */
  interactive?: boolean;
  first: ReportedUsage;
  /** Characters added to the second prompt (how much a pending message moves the threshold). */
  secondPromptPadding?: number;
  /** Keep the rollouts' text (a capture); off for the bisection's many probes. */
  keepRollouts?: boolean;
};

export type ProbeResult = {
  compacted: boolean;
  /** The turn whose command printed or caused the compaction (1-based), or null. */
  compactedInTurn: number | null;
  requests: RecordedCodexRequest[];
  rollouts: string[];
  failure: string | null;
};

const AFTER_USAGE: ReportedUsage = { input: 1_000, cached: 0, output: 1 };
const SUMMARY_USAGE: ReportedUsage = { input: 5_000, cached: 0, output: 100 };

export const labPrompt = (turn: number, padding = 0) =>
  `Reply ok.${" word".repeat(Math.ceil(padding / 5))} ${LAB_PROMPT_MARKER} ${turn}]`;

export async function probeCodex(options: ProbeOptions): Promise<ProbeResult> {
  const fake = await startFakeResponsesApi((kind, turnIndex) =>
    kind !== "turn" ? SUMMARY_USAGE : turnIndex === 0 ? options.first : AFTER_USAGE,
  );
  const start = options.interactive ? startCodexInteractiveSession : startCodexSession;
  const session = await start({
    codex: options.codex,
    baseUrl: fake.baseUrl,
    model: options.model,
    configLines: options.configLines,
    provider: options.provider,
  });
  let failure: string | null = null;
  let compactedInTurn: number | null = null;
  for (const turn of [1, 2]) {
    const before = fake.requests.length;
    const outcome = await session.turn(
      labPrompt(turn, turn === 2 ? (options.secondPromptPadding ?? 0) : 0),
    );
    const compactedNow = fake.requests
      .slice(before)
      .some((r) => r.kind === "compaction" || r.kind === "remote-compaction");
    if (compactedNow && compactedInTurn === null) compactedInTurn = turn;
    if (outcome.timedOut || outcome.exitCode !== 0) {
      const client = options.interactive ? "the TUI" : "codex exec";
      failure = `turn ${turn}: ${client} ${outcome.timedOut ? "timed out" : `exited ${outcome.exitCode}`}: ${outcome.output.trim().split("\n").slice(-3).join(" | ")}`;
      break;
    }
  }
  const { rollouts } = await session.close();
  await fake.close();
  return {
    compacted: compactedInTurn !== null,
    compactedInTurn,
    requests: fake.requests,
    rollouts: options.keepRollouts ? rollouts : [],
    failure,
  };
}
