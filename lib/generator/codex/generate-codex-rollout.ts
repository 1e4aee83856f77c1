import type { CodexTokenUsage } from "../../transcript/codex/codex-schema";
import { createRng, type Rng } from "../prng";
import { createProject, type Project } from "../project";
import { hex, uuid } from "../ids";
import { malformedLine, planMalformed } from "../malformed";
import { utf8Length } from "../../transcript/utf8-length";
import {
  codexRolloutOptionsSchema,
  DEFAULT_COMPACT_SHARE,
  type CodexRolloutOptions,
  type ResolvedCodexOptions,
} from "./codex-options";
import {
  answerItem,
  initialContext,
  promptItem,
  reasoningItem,
  spawnRound,
  summaryText,
  toolRound,
  userItem,
  type Item,
} from "./codex-items";

/** What was generated, for tests and the demo's descriptions. */
export type CodexRolloutFacts = {
  calls: number;
  /** The largest context a token_count reported. */
  maxContextTokens: number;
  /** 1-based line of each compacted line, with the context of the last call before it. */
  compactions: { line: number; preTokens: number; requestContextTokens: number }[];
  malformedLines: number[];
};

/** `TokenUsage` as releases before 0.169 write it (no cache writes). */
type Usage = Omit<CodexTokenUsage, "cache_write_input_tokens">;

/** Tokens of Codex's base instructions and tool definitions, sent with every call. */
const BASE_TOKENS = 7_400;
/** The compaction prompt's tokens (lab: 426 characters in 0.169). */
const SUMMARY_PROMPT_TOKENS = 110;
/** Budget of user messages a compaction keeps verbatim (openai/codex compact.rs, 20,000 tokens). */
const KEPT_USER_TOKENS = 20_000;

/**
 * A deterministic, realistic Codex CLI rollout (FORMAT.md §11), produced lazily line by line:
 * session_meta, turn_context, user turns of reasoning, tool calls and outputs and answers, a
 * token_count after every call (some repeated back to back, some rate-limit-only with
 * `info: null`), and, when the context reaches the compaction limit, an all-zero token_count,
 * the compacted line with its replacement history, context_compacted and a new turn_context.
 *
 * @example
 * const { lines, facts } = generateCodexRollout({ seed: 3, targetBytes: 2_000_000 });
 * for (const line of lines) out.write(line + "\n");
 */
export function generateCodexRollout(input: CodexRolloutOptions): {
  lines: Generator<string>;
  facts: () => CodexRolloutFacts;
} {
  const options = codexRolloutOptionsSchema.parse(input);
  const rng = createRng(options.seed);
  const facts: CodexRolloutFacts = {
    calls: 0,
    maxContextTokens: 0,
    compactions: [],
    malformedLines: [],
  };
  return { lines: writeLines(options, rng, facts), facts: () => facts };
}

function* writeLines(
  options: ResolvedCodexOptions,
  rng: Rng,
  facts: CodexRolloutFacts,
): Generator<string> {
  const project: Project = createProject(rng.fork("project"), options.cwd);
  const malformedRng = rng.fork("malformed");
  const malformedAt = planMalformed(malformedRng, options.malformedLines, options.targetBytes);
  const compactAt =
    options.autoCompactAt ?? Math.floor(options.contextWindow * DEFAULT_COMPACT_SHARE);
  let time = options.startTime;
  let bytes = 0;
  let lineNumber = 0;
  let previous = "";
  let context = BASE_TOKENS;
  /** The client's estimate of the items it added since the last response (the check adds it). */
  let addedSinceResponse = 0;
  let cachedPrefix = 0;
  const total: Usage = usage(0, 0, 0);
  const prompts: string[] = [];

  function* emit(type: string, payload: unknown): Generator<string> {
    time += rng.int(20, 4_000);
    const text = JSON.stringify({ timestamp: new Date(time).toISOString(), type, payload });
    lineNumber += 1;
    bytes += utf8Length(text) + 1;
    previous = text;
    yield text;
    while (malformedAt.length > 0 && bytes >= (malformedAt[0] as number)) {
      malformedAt.shift();
      const broken = malformedLine(malformedRng, previous);
      lineNumber += 1;
      bytes += utf8Length(broken) + 1;
      facts.malformedLines.push(lineNumber);
      yield broken;
    }
  }

  function* item(entry: Item): Generator<string> {
    context += entry.tokens;
    if (isAddedByClient(entry)) addedSinceResponse += clientEstimate(entry);
    yield* emit("response_item", entry.payload);
  }

  /** What Codex compares with its limit: the last total plus what it added since (lab, 0.100). */
  const checkCount = () => lastCallContext + addedSinceResponse;

  /** The token_count after a call whose output was `output` tokens of the context. */
  function* tokenCount(output: number): Generator<string> {
    const input = context - output;
    const last = usage(input, Math.min(cachedPrefix, input), output);
    cachedPrefix = input - (input % 256);
    for (const key of Object.keys(total) as (keyof Usage)[]) total[key] += last[key];
    facts.calls += 1;
    addedSinceResponse = 0;
    facts.maxContextTokens = Math.max(facts.maxContextTokens, last.total_tokens);
    const event = { type: "token_count", info: info(last), rate_limits: rateLimits(rng) };
    yield* emit("event_msg", event);
    // Codex often writes the same event twice in a row.
    if (rng.chance(0.35)) yield* emit("event_msg", event);
  }

  function info(last: Usage) {
    return {
      total_token_usage: { ...total },
      last_token_usage: last,
      model_context_window: options.contextWindow,
    };
  }

  function* turnContext(): Generator<string> {
    yield* emit("turn_context", {
      cwd: project.cwd,
      approval_policy: "on-request",
      sandbox_policy: { mode: "workspace-write", network_access: false },
      model: options.model,
      effort: "medium",
      summary: "auto",
    });
  }

  const sessionId = options.sessionId ?? uuid(rng.fork("session"));
  yield* emit("session_meta", {
    id: sessionId,
    timestamp: new Date(time).toISOString(),
    cwd: project.cwd,
    originator: "codex_cli_rs",
    cli_version: options.cliVersion,
    instructions: null,
    // A sub-agent's rollout names its parent thread (SessionSource::SubAgent, lab: 0.169.0).
    ...(options.subagentOf
      ? {
          session_id: options.subagentOf.parentThreadId,
          source: {
            subagent: {
              thread_spawn: {
                parent_thread_id: options.subagentOf.parentThreadId,
                depth: 1,
                agent_path: options.subagentOf.agentPath,
                agent_nickname: "Carson",
                agent_role: null,
              },
            },
          },
          thread_source: "subagent",
        }
      : { source: "cli" }),
    model_provider: "openai",
    git: {
      commit_hash: hex(rng, 40),
      branch: project.branch,
      repository_url: `git@github.com:acme/${project.repo}.git`,
    },
  });
  yield* turnContext();
  const initial = initialContext(rng, project);
  for (const entry of initial) yield* item(entry);
  let lastCallContext = 0;

  /**
   * Codex's compaction (lab, 0.100 to 0.169): the summary request (the history plus the prompt
   * in, the summary out) with its own token_count, the all-zero one, the compacted line, then
   * the client's estimate of the rebuilt history. The turn's tool calls and outputs are not kept.
   */
  function* compact(): Generator<string> {
    const kept = keptUserMessages(prompts);
    const summary = summaryText(rng, project, prompts);
    // The summary request (lab, 0.100): the history plus the prompt in, the summary out;
    // its own token_count, then the all-zero one, then the compacted line.
    const request = usage(
      context + SUMMARY_PROMPT_TOKENS,
      Math.min(cachedPrefix, context),
      Math.ceil(summary.length / 4),
    );
    for (const key of Object.keys(total) as (keyof Usage)[]) total[key] += request[key];
    facts.maxContextTokens = Math.max(facts.maxContextTokens, request.total_tokens);
    yield* emit("event_msg", { type: "token_count", info: info(request), rate_limits: null });
    yield* emit("event_msg", {
      type: "token_count",
      info: info(usage(0, 0, 0)),
      rate_limits: null,
    });
    facts.compactions.push({
      line: lineNumber + 1,
      preTokens: lastCallContext,
      requestContextTokens: request.total_tokens,
    });
    const history = [
      ...initial.map((entry) => entry.payload),
      ...kept.map((text) => userItem(text).payload),
      ...(options.compaction === "local"
        ? [userItem(summary).payload]
        : [{ type: "compaction", encrypted_content: `gAAAAA${hex(rng, 400)}` }]),
    ];
    yield* emit("compacted", {
      message: options.compaction === "local" ? summary : "",
      replacement_history: history,
    });
    yield* emit("event_msg", { type: "context_compacted" });
    yield* turnContext();
    context =
      BASE_TOKENS +
      initial.reduce((sum, entry) => sum + entry.tokens, 0) +
      kept.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0) +
      (options.compaction === "local" ? Math.ceil(summary.length / 4) : rng.int(1_500, 4_000));
    cachedPrefix = 0;
    lastCallContext = 0;
    addedSinceResponse = 0;
    // The client's estimate of the rebuilt history: usage zero, total_tokens set.
    yield* emit("event_msg", {
      type: "token_count",
      info: info({ ...usage(0, 0, 0), total_tokens: context }),
      rate_limits: null,
    });
  }

  let isFirstTurn = true;
  let isSpawnPending = options.spawnTaskName !== undefined;
  while (bytes < options.targetBytes) {
    if (options.execResume && !isFirstTurn) for (const entry of initial) yield* item(entry);
    isFirstTurn = false;
    yield* emit("event_msg", { type: "task_started", model_context_window: options.contextWindow });
    // Codex checks the total its last response reported, plus what it added since, against
    // the limit before the turn's first request; the user's new message comes after the
    // rebuilt history (lab, 0.100).
    if (checkCount() >= compactAt) yield* compact();
    const prompt = promptItem(rng, project);
    prompts.push((prompt.payload.content as { text: string }[])[0]?.text ?? "");
    yield* item(prompt);
    if (options.spawnTaskName !== undefined && isSpawnPending) {
      isSpawnPending = false;
      const { call, output } = spawnRound(rng, options.spawnTaskName, prompts.at(-1) ?? "");
      yield* item(call);
      yield* tokenCount(call.tokens);
      lastCallContext = context;
      yield* item(output);
    }
    const rounds = rng.int(1, 9);
    let isTurnOver = false;
    for (let round = 0; round <= rounds && !isTurnOver && bytes < options.targetBytes; round++) {
      const file = rng.pick(project.files);
      const thought = reasoningItem(rng, file);
      yield* item(thought);
      if (round === rounds) {
        const answer = answerItem(rng, project);
        yield* item(answer);
        yield* tokenCount(thought.tokens + answer.tokens);
        lastCallContext = context;
        isTurnOver = true;
      } else {
        const { call, output } = toolRound(rng, project, round);
        yield* item(call);
        yield* tokenCount(thought.tokens + call.tokens);
        lastCallContext = context;
        yield* item(output);
        // A response that needs a follow-up is checked too (lab, 0.58 to 0.169): the tool
        // runs, then the last total plus the estimate of what was added since it (the tool's
        // output) reaching the limit compacts before the follow-up request.
        if (checkCount() >= compactAt) yield* compact();
      }
      if (rng.chance(0.08)) {
        yield* emit("event_msg", { type: "token_count", info: null, rate_limits: rateLimits(rng) });
      }
    }
    yield* emit("event_msg", { type: "task_complete", last_agent_message: null });
  }
}

/** What the model produced is in its usage; the client estimates what it added itself. */
function isAddedByClient(entry: Item): boolean {
  const { type, role } = entry.payload;
  return type === "message"
    ? role !== "assistant"
    : type === "custom_tool_call_output" || type === "function_call_output";
}

/** Codex's estimate of an item: ceil(bytes of its compact JSON / 4) (lab, 0.100.0). */
function clientEstimate(entry: Item): number {
  return Math.ceil(utf8Length(JSON.stringify(entry.payload)) / 4);
}

/** The most recent user prompts that fit the kept-messages budget, oldest first. */
function keptUserMessages(prompts: string[]): string[] {
  const kept: string[] = [];
  let budget = KEPT_USER_TOKENS;
  for (let i = prompts.length - 1; i >= 0 && budget > 0; i--) {
    const text = prompts[i] as string;
    const tokens = Math.ceil(text.length / 4);
    if (tokens > budget) break;
    kept.unshift(text);
    budget -= tokens;
  }
  return kept;
}

function usage(input: number, cached: number, output: number): Usage {
  return {
    input_tokens: input,
    cached_input_tokens: cached,
    output_tokens: output,
    reasoning_output_tokens: Math.floor(output / 3),
    total_tokens: input + output,
  };
}

function rateLimits(rng: Rng) {
  return {
    primary: {
      used_percent: rng.int(1, 90),
      window_minutes: 300,
      resets_in_seconds: rng.int(60, 18_000),
    },
    secondary: null,
  };
}
