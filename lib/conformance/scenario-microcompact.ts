import { overridesForEnv } from "../compaction/config/env-overrides";
import { replaySession } from "../compaction/replay/replay-session";
import { sessionVersion } from "../compaction/config/resolve-profile";
import { modelFromText } from "./check-engine";
import { startClaudeSession, type RemoteTraffic, type Runnable } from "./drive-claude";
import { startProbeApi, type Classified } from "./probe-api";
import { z } from "zod";

/**
 * Scenario 2, microcompact: one user turn in which the fake answers with Read tool uses of
 * large files the scenario wrote into the working folder (FILES x about FILE_TOKENS tokens),
 * reporting a growing context, so tool results pile up towards the threshold. Measured: at
 * which main call older tool results come back cleared (their content replaced), how many, and
 * whether the version writes a microcompact_boundary record; and what the engine replays.
 */

export const FILES = 8;
const FILE_LINES = 1_000;
/** One line of 40 characters: a file is about 10,000 tokens at 4 characters a token. */
const LINE = "conformance lab microcompact probe line\n";

export type MicrocompactFinding = {
  /**
   * Per main call after the first: reported usage before it, tool results the client held at
   * its check, how many cleared, and whether those were read from the summarization request.
   */
  calls: {
    atCall: number;
    reportedBefore: number;
    toolResults: number;
    cleared: number;
    summarised: boolean;
  }[];
  /** Main calls (0-based, as the engine counts) whose request cleared more results than the one before. */
  clearedAtCalls: number[];
  boundaryRecords: number;
  engineMicrocompactCalls: number[];
  failure: string | null;
};

const requestSchema = z.looseObject({
  messages: z.array(
    z.looseObject({
      role: z.string(),
      content: z.union([
        z.string(),
        z.array(z.looseObject({ type: z.string(), content: z.unknown().optional() })),
      ]),
    }),
  ),
});

/** A tool result whose content no longer holds the file's lines was cleared. */
export function countToolResults(body: unknown): { total: number; cleared: number } {
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) return { total: 0, cleared: 0 };
  let total = 0;
  let cleared = 0;
  for (const message of parsed.data.messages)
    if (Array.isArray(message.content))
      for (const block of message.content)
        if (block.type === "tool_result") {
          total += 1;
          if (!JSON.stringify(block.content ?? "").includes("microcompact probe line"))
            cleared += 1;
        }
  return { total, cleared };
}

/**
 * What the client held at the check before each main call after the first: the messages of the
 * summarization request when it compacted there (sent after its microcompact cleared, so a
 * clearing at the call it compacted shows only there: 2.0.8 clears two more results at call 7
 * and summarises them), else the main request's.
 */
export function heldAtChecks(
  classified: readonly Classified[],
): { body: unknown; summarised: boolean }[] {
  const held: { body: unknown; summarised: boolean }[] = [];
  let summary: unknown = null;
  let isFirst = true;
  for (const c of classified) {
    if (c.kind === "summary" && summary === null) summary = c.request.body;
    if (c.kind !== "main") continue;
    if (!isFirst)
      held.push(
        summary === null
          ? { body: c.request.body, summarised: false }
          : { body: summary, summarised: true },
      );
    isFirst = false;
    summary = null;
  }
  return held;
}

/**
 * Tokens the cleared tool results of a request no longer hold: each one's shortfall from the
 * longest result in it (a whole file), at 4 characters a token.
 */
export function clearedTokens(body: unknown): number {
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) return 0;
  const lengths: number[] = [];
  for (const message of parsed.data.messages)
    if (Array.isArray(message.content))
      for (const block of message.content)
        if (block.type === "tool_result") lengths.push(JSON.stringify(block.content ?? "").length);
  const whole = Math.max(0, ...lengths);
  return Math.round(lengths.reduce((sum, chars) => sum + (whole - chars), 0) / 4);
}

/** Reported contexts: from 40% of the window up to just under it, one step per Read. */
export function microcompactContexts(window: number): number[] {
  return Array.from({ length: FILES + 1 }, (_, i) =>
    Math.round(window * (0.4 + (0.55 * i) / FILES)),
  );
}

export async function runMicrocompact(input: {
  claude: Runnable;
  model: string;
  window: number;
  env?: Record<string, string>;
  turnTimeoutMs?: number;
  remote?: RemoteTraffic;
}): Promise<MicrocompactFinding> {
  const api = await startProbeApi(input.model);
  const files = Object.fromEntries(
    Array.from({ length: FILES }, (_, i) => [`probe-${i + 1}.txt`, LINE.repeat(FILE_LINES)]),
  );
  try {
    const session = await startClaudeSession({
      ...input,
      baseUrl: api.url,
      files,
      turnTimeoutMs: input.turnTimeoutMs ?? 120_000,
    });
    const contexts = microcompactContexts(input.window);
    // The usage a real API reports follows what was sent: cleared results no longer count,
    // so a version that clears silently leaves the drop its next call's usage shows.
    const reported: number[] = [];
    api.setMainAnswer((body) => {
      const i = reported.length;
      const context = Math.max(1_000, (contexts[i] ?? 2_000) - clearedTokens(body));
      reported.push(context);
      if (i >= FILES) return i === FILES ? { context, text: "Read them all." } : { context };
      const file = `${session.cwd}/probe-${i + 1}.txt`;
      return { context, toolUses: [{ name: "Read", input: { file_path: file } }] };
    });
    const outcome = await session.send(
      "Conformance microcompact: read the probe files one by one.",
    );
    const end = await session.close();
    const calls = heldAtChecks(api.classified()).map((held, i) => {
      const { total, cleared } = countToolResults(held.body);
      return {
        atCall: i + 1,
        reportedBefore: reported[i] ?? 0,
        toolResults: total,
        cleared,
        summarised: held.summarised,
      };
    });
    const clearedAtCalls = calls
      .filter((c, i) => c.cleared > (calls[i - 1]?.cleared ?? 0))
      .map((c) => c.atCall);
    const text = end.transcripts.map((t) => t.text).join("");
    let engineMicrocompactCalls: number[] = [];
    if (text) {
      const model = modelFromText(text);
      const { overrides } = overridesForEnv(input.env ?? {}, sessionVersion(model));
      const result = replaySession(model, { overrides });
      engineMicrocompactCalls = result.events
        .filter((e) => e.kind === "microcompact")
        .map((e) => e.atCall);
    }
    return {
      calls,
      clearedAtCalls,
      boundaryRecords: text.split("\n").filter((l) => l.includes('"microcompact_boundary"')).length,
      engineMicrocompactCalls,
      failure: outcome.ok ? null : outcome.reason,
    };
  } finally {
    await api.close();
  }
}
