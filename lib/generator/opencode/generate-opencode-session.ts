import { createRng, type Rng } from "../prng";
import { createProject, type Project } from "../project";
import { hex } from "../ids";
import { malformedLine, planMalformed } from "../malformed";
import { finalAnswer, sessionTitle, thinkingText, userPrompt } from "../prose-synth";
import { synthesizeCode } from "../code-synth";
import { runShell } from "../shell-synth";
import { utf8Length } from "../../transcript/utf8-length";
import {
  opencodeSessionOptionsSchema,
  type OpenCodeSessionOptions,
  type ResolvedOpenCodeOptions,
} from "./opencode-options";
import { keptTailStart, tokensOf, type HistoryItem } from "./opencode-history";
import { pruneOutputs, type PrunableOutput } from "./opencode-prune";

/** What was generated, for tests and the demo's descriptions. */
export type OpenCodeSessionFacts = {
  calls: number;
  maxContextTokens: number;
  /** 1-based line of each compaction's user message, with the total before it. */
  compactions: { line: number; preTokens: number; tailKept: boolean }[];
  /** Each prune (with `prune`): the outputs cleared, their tokens, the call that first shows it. */
  prunes: { cleared: number; tokens: number; atCall: number }[];
  malformedLines: number[];
};

/** Tokens of OpenCode's system prompt and tool definitions, sent with every request. */
const BASE_TOKENS = 10_400;
const CONTINUE =
  "Continue if you have next steps, or stop and ask for clarification if you are unsure how to proceed.";

/**
 * A deterministic, realistic OpenCode transcript in the app's JSONL form (the session's info,
 * then one `{ info, parts }` line per message, as `opencode export` prints them;
 * opencode-lab-facts.md): prompts answered by assistant messages that call a tool (the call and
 * its output in one part) and a final answer, each assistant message with its tokens; when the
 * last total reaches `compactAt` before a step, a compaction: its user message (with
 * `tail_start_id` when a tail is kept), the summary message and the synthetic continue message.
 * With `prune`, after each prompt's answer OpenCode's prune marks old outputs cleared.
 *
 * @example
 * const { lines, facts } = generateOpenCodeSession({ seed: 5, targetBytes: 2_000_000 });
 */
export function generateOpenCodeSession(input: OpenCodeSessionOptions): {
  lines: Generator<string>;
  facts: () => OpenCodeSessionFacts;
} {
  const options = opencodeSessionOptionsSchema.parse(input);
  const facts: OpenCodeSessionFacts = {
    calls: 0,
    maxContextTokens: 0,
    compactions: [],
    prunes: [],
    malformedLines: [],
  };
  return { lines: writeLines(options, createRng(options.seed), facts), facts: () => facts };
}

function* writeLines(
  options: ResolvedOpenCodeOptions,
  rng: Rng,
  facts: OpenCodeSessionFacts,
): Generator<string> {
  const project: Project = createProject(rng.fork("project"));
  const malformedRng = rng.fork("malformed");
  const malformedAt = planMalformed(malformedRng, options.malformedLines, options.targetBytes);
  const sessionID = `ses_${hex(rng.fork("session"), 26)}`;
  let time = options.startTime;
  let bytes = 0;
  let written = 0;
  let lineNo = 0;
  let users = 0;
  /** Records not yet written: with prune, those since the last compaction (a prune may mark them). */
  const pending: unknown[] = [];
  let outputs: PrunableOutput[] = [];
  let counter = 0;
  let history: HistoryItem[] = [];
  let lastTotal = 0;
  let cachedPrefix = 0;
  const stamp = () => (time += rng.int(400, 9_000));
  const nextId = (prefix: string) => `${prefix}_${(time * 4096 + counter++).toString(16)}`;

  function* emit(record: unknown): Generator<string> {
    pending.push(record);
    bytes += utf8Length(JSON.stringify(record)) + 1;
    if (!options.prune) yield* flush();
  }

  function* flush(): Generator<string> {
    for (const record of pending.splice(0)) {
      const line = JSON.stringify(record);
      lineNo += 1;
      written += utf8Length(line) + 1;
      yield line;
      if (malformedAt.length > 0 && written >= (malformedAt[0] ?? Infinity)) {
        malformedAt.shift();
        lineNo += 1;
        facts.malformedLines.push(lineNo);
        const broken = malformedLine(malformedRng, line);
        bytes += utf8Length(broken) + 1;
        written += utf8Length(broken) + 1;
        yield broken;
      }
    }
  }

  const withIds = (messageID: string, parts: Record<string, unknown>[]) =>
    parts.map((part) => ({ ...part, id: nextId("prt"), sessionID, messageID }));

  function userLine(text: string, extra: Record<string, unknown> = {}) {
    users += 1;
    const id = nextId("msg");
    const info = { id, sessionID, role: "user", time: { created: stamp() }, agent: "build" };
    return { id, record: { info, parts: withIds(id, [{ type: "text", text, ...extra }]) } };
  }

  /** The tokens of a request whose prompt is the base and the history, and its answer. */
  function tokens(output: number) {
    const prompt = BASE_TOKENS + history.reduce((sum, item) => sum + tokensOf(item.chars), 0);
    const read = Math.min(cachedPrefix, prompt);
    const write = prompt - read;
    cachedPrefix = prompt;
    lastTotal = prompt + output;
    facts.calls += 1;
    facts.maxContextTokens = Math.max(facts.maxContextTokens, lastTotal);
    return { total: lastTotal, input: 0, output, reasoning: 0, cache: { read, write } };
  }

  function assistantLine(
    parentID: string,
    parts: Record<string, unknown>[],
    usage: ReturnType<typeof tokens>,
    extra: Record<string, unknown> = {},
  ) {
    const id = nextId("msg");
    const created = stamp();
    const info = {
      id,
      sessionID,
      parentID,
      role: "assistant",
      mode: "build",
      agent: "build",
      path: { cwd: project.cwd, root: project.cwd },
      cost: 0,
      tokens: usage,
      modelID: options.model,
      providerID: "anthropic",
      time: { created, completed: stamp() },
      finish: parts.some((part) => part.type === "tool") ? "tool-calls" : "stop",
      ...extra,
    };
    const finish = { type: "step-finish", reason: info.finish, tokens: usage, cost: 0 };
    return { id, record: { info, parts: withIds(id, [{ type: "step-start" }, ...parts, finish]) } };
  }

  /** The check before a step: compact when the last total reaches the usable context. */
  function* check(): Generator<string> {
    if (lastTotal < options.compactAt) return;
    const tail = keptTailStart(history, options.tailBudget);
    const tailStart = history[tail]?.id;
    const compaction = userLine("", {});
    const part = { type: "compaction", auto: true, overflow: false };
    compaction.record.parts = withIds(compaction.id, [
      tailStart ? { ...part, tail_start_id: tailStart } : part,
    ]);
    facts.compactions.push({
      line: lineNo + pending.length + 1,
      preTokens: lastTotal,
      tailKept: !!tailStart,
    });
    yield* emit(compaction.record);
    const summary = `## Goal\n${thinkingText(rng, rng.pick(project.files), rng.int(2_000, 6_000))}`;
    const kept = history.slice(tail);
    history = [];
    // The summary's request: the history as one text message, not a call of the agent.
    const request = lastTotal;
    const usage = {
      total: request,
      input: request,
      output: tokensOf(summary.length),
      reasoning: 0,
      cache: { read: 0, write: 0 },
    };
    const written = assistantLine(compaction.id, [{ type: "text", text: summary }], usage, {
      mode: "compaction",
      agent: "compaction",
      summary: true,
    });
    yield* emit(written.record);
    const resume = userLine(CONTINUE, { synthetic: true, metadata: { compaction_continue: true } });
    yield* emit(resume.record);
    history = [
      { id: "summary", isPrompt: false, chars: summary.length + CONTINUE.length },
      ...kept,
    ];
    cachedPrefix = 0;
    lastTotal = 0;
    // Prune stops at a summary: what came before is never marked again.
    outputs = [];
    yield* flush();
  }

  const created = time;
  yield* emit({
    id: sessionID,
    slug: "quiet-harbor",
    projectID: hex(rng, 40),
    directory: project.cwd,
    title: sessionTitle(rng),
    version: options.version,
    time: { created, updated: created },
  });

  while (bytes < options.targetBytes) {
    const file = rng.pick(project.files);
    yield* check();
    const prompt = userLine(userPrompt(rng, file, rng.chance(0.2)));
    history.push({
      id: prompt.id,
      isPrompt: true,
      chars: JSON.stringify(prompt.record.parts).length,
    });
    yield* emit(prompt.record);
    const rounds = rng.int(1, 6);
    for (let round = 0; round < rounds && bytes < options.targetBytes; round++) {
      yield* check();
      const call = toolPart(rng, project);
      const reasoning = { type: "reasoning", text: thinkingText(rng, file, rng.int(80, 600)) };
      const message = assistantLine(prompt.id, [reasoning, call.part], tokens(rng.int(20, 400)));
      yield* emit(message.record);
      const item = { id: message.id, isPrompt: false, chars: call.chars + reasoning.text.length };
      history.push(item);
      outputs.push({ state: call.part.state, item, usersBefore: users });
    }
    yield* check();
    const answer = finalAnswer(rng, [file], rng.int(200, 1_500));
    const usage = tokens(tokensOf(answer.length));
    const message = assistantLine(prompt.id, [{ type: "text", text: answer }], usage);
    yield* emit(message.record);
    history.push({ id: message.id, isPrompt: false, chars: answer.length });
    if (options.prune) {
      // The prompt's loop ended: prune runs now; the next prompt's first request shows it.
      const pruned = pruneOutputs(outputs, users, stamp());
      if (pruned.cleared > 0) facts.prunes.push({ ...pruned, atCall: facts.calls });
    }
  }
  yield* flush();
}

/** One tool part: a file read or a shell command, its input and output, completed. */
function toolPart(rng: Rng, project: Project) {
  const file = rng.pick(project.files);
  const isRead = rng.chance(0.5);
  const callID = `toolu_${hex(rng, 24)}`;
  let input: Record<string, unknown>;
  let output: string;
  if (isRead) {
    input = { filePath: `${project.cwd}/${file}` };
    output = synthesizeCode(rng, project.language, rng.logInt(800, 60_000));
  } else {
    const run = runShell(rng, project, rng.logInt(200, 30_000));
    input = { command: run.command, description: run.description };
    output = `${run.stdout}${run.stderr}`;
  }
  const state = {
    status: "completed",
    input,
    output,
    title: file,
    metadata: {},
    time: { start: 0, end: 0 } as { start: number; end: number; compacted?: number },
  };
  const part = { type: "tool", tool: isRead ? "read" : "bash", callID, state };
  return { part, chars: JSON.stringify(input).length + output.length };
}
