import { createRng, type Rng } from "../prng";
import { createProject, type Project } from "../project";
import { hex, uuid } from "../ids";
import { malformedLine, planMalformed } from "../malformed";
import { finalAnswer, thinkingText, userPrompt } from "../prose-synth";
import { synthesizeCode } from "../code-synth";
import { runShell } from "../shell-synth";
import { utf8Length } from "../../transcript/utf8-length";
import {
  geminiSessionOptionsSchema,
  type GeminiSessionOptions,
  type ResolvedGeminiOptions,
} from "./gemini-options";
import { splitHistory, tokensOf, type HistoryItem } from "./gemini-history";

/** What was generated, for tests and the demo's descriptions. */
export type GeminiSessionFacts = {
  calls: number;
  maxContextTokens: number;
  /** 1-based line of each compression's message list, with the prompt tokens before it. */
  compactions: { line: number; preTokens: number }[];
  /** 1-based line of each `$rewindTo`, with the calls of the turn it abandoned. */
  rewinds: { line: number; abandonedCalls: number }[];
  malformedLines: number[];
};

/** Tokens of Gemini CLI's system prompt and tool declarations, sent with every request. */
const BASE_TOKENS = 9_200;
/** The model's turn after the summary: "Got it. Thanks for the additional context!". */
const ACK = "Got it. Thanks for the additional context!";
const SESSION_CONTEXT =
  "<session_context>\nThis is the Gemini CLI. We are setting up the context for our chat.";

/**
 * A deterministic, realistic Gemini CLI session file (gemini-lab-facts.md), produced lazily
 * line by line: the metadata line, the first message list, prompts answered by gemini messages
 * (thoughts, tokens; tool calls written again with their calls, then the results as a user
 * message) and a final answer, `$set` updates, and, when the last prompt tokens reach
 * `compressAt` before a request and the history has a place to cut, a new message list with the
 * `<state_snapshot>` summary, the acknowledgement and the kept part.
 *
 * @example
 * const { lines, facts } = generateGeminiSession({ seed: 5, targetBytes: 2_000_000 });
 * for (const line of lines) out.write(line + "\n");
 */
export function generateGeminiSession(input: GeminiSessionOptions): {
  lines: Generator<string>;
  facts: () => GeminiSessionFacts;
} {
  const options = geminiSessionOptionsSchema.parse(input);
  const facts: GeminiSessionFacts = {
    calls: 0,
    maxContextTokens: 0,
    compactions: [],
    rewinds: [],
    malformedLines: [],
  };
  return { lines: writeLines(options, createRng(options.seed), facts), facts: () => facts };
}

type Message = { id: string; timestamp: string; type: string; content: unknown } & Record<
  string,
  unknown
>;

function* writeLines(
  options: ResolvedGeminiOptions,
  rng: Rng,
  facts: GeminiSessionFacts,
): Generator<string> {
  const project: Project = createProject(rng.fork("project"));
  const malformedRng = rng.fork("malformed");
  const malformedAt = planMalformed(malformedRng, options.malformedLines, options.targetBytes);
  const sessionId = options.sessionId ?? uuid(rng.fork("session"));
  let time = options.startTime;
  let bytes = 0;
  let lineNo = 0;
  let previous = "";
  /** The history since the last compression, and its messages as the file lists them. */
  let history: HistoryItem[] = [];
  let listed: Message[] = [];
  let lastInput = 0;
  /** The prompt the provider has cached: the last request's, until a compression rewrites it. */
  let cachedPrefix = 0;
  const stamp = () => new Date((time += rng.int(400, 9_000))).toISOString();

  function* emit(record: unknown): Generator<string> {
    const line = JSON.stringify(record);
    lineNo += 1;
    bytes += utf8Length(line) + 1;
    previous = line;
    yield line;
    if (malformedAt.length > 0 && bytes >= (malformedAt[0] ?? Infinity)) {
      malformedAt.shift();
      lineNo += 1;
      facts.malformedLines.push(lineNo);
      const broken = malformedLine(malformedRng, previous);
      bytes += utf8Length(broken) + 1;
      yield broken;
    }
  }

  function* message(record: Message, item: HistoryItem | null): Generator<string> {
    if (item !== null) {
      history.push(item);
      listed.push(record);
    }
    yield* emit(record);
    yield* emit({ $set: { lastUpdated: record.timestamp } });
  }

  /** The check before a request: compress when the last prompt tokens reach the point. */
  function* check(endsInAnswer: boolean): Generator<string> {
    if (lastInput < options.compressAt) return;
    const split = splitHistory(history, endsInAnswer);
    if (split === null) return;
    const summary = `<state_snapshot>\n${thinkingText(rng, rng.pick(project.files), rng.int(1_500, 4_000))}\n</state_snapshot>`;
    const at = stamp();
    const snapshot: Message = {
      id: uuid(rng),
      timestamp: at,
      type: "user",
      content: [{ text: summary }],
    };
    const ack: Message = { id: uuid(rng), timestamp: at, type: "gemini", content: [{ text: ACK }] };
    const kept = listed.slice(split).map((m) => ({ ...m, id: uuid(rng) }));
    const context: Message = {
      id: hex(rng, 32),
      timestamp: at,
      type: "user",
      content: [{ text: SESSION_CONTEXT }],
    };
    facts.compactions.push({ line: lineNo + 1, preTokens: lastInput });
    yield* emit({ $set: { messages: [context, snapshot, ack, ...kept], lastUpdated: at } });
    history = [
      { isPrompt: false, chars: summary.length },
      { isPrompt: false, chars: ACK.length },
      ...history.slice(split),
    ];
    listed = [snapshot, ack, ...kept];
    cachedPrefix = 0;
  }

  /** A request's prompt tokens: the base and the history, the input being sent included. */
  function promptTokens(): number {
    const chars = history.reduce((sum, item) => sum + item.chars, 0);
    return BASE_TOKENS + tokensOf(chars);
  }

  function tokens(input: number, output: number) {
    lastInput = input;
    facts.calls += 1;
    facts.maxContextTokens = Math.max(facts.maxContextTokens, input);
    const cached = Math.min(cachedPrefix, input);
    cachedPrefix = input;
    const thoughts = rng.int(40, 900);
    return { input, output, cached, thoughts, tool: 0, total: input + output + thoughts };
  }

  const start = new Date(time).toISOString();
  yield* emit({
    sessionId,
    projectHash: hex(rng, 64),
    startTime: start,
    lastUpdated: start,
    kind: "main",
  });
  yield* emit({
    $set: {
      messages: [
        { id: hex(rng, 32), timestamp: start, type: "user", content: [{ text: SESSION_CONTEXT }] },
      ],
      lastUpdated: start,
    },
  });

  let prompts = 0;
  while (bytes < options.targetBytes) {
    const file = rng.pick(project.files);
    yield* check(true);
    const prompt = userPrompt(rng, file, rng.chance(0.2));
    const promptId = uuid(rng);
    const before = {
      history: history.length,
      listed: listed.length,
      compactions: facts.compactions.length,
      calls: facts.calls,
    };
    prompts += 1;
    yield* message(
      { id: promptId, timestamp: stamp(), type: "user", content: [{ text: prompt }] },
      { isPrompt: true, chars: prompt.length },
    );
    const rounds = rng.int(1, 6);
    for (let round = 0; round < rounds && bytes < options.targetBytes; round++) {
      const id = uuid(rng);
      const at = stamp();
      const call = toolCall(rng, project, at);
      const thought = {
        subject: "Planning the next step",
        description: thinkingText(rng, file, rng.int(80, 600)),
        timestamp: at,
      };
      const request = {
        id,
        timestamp: at,
        type: "gemini",
        content: "",
        thoughts: [thought],
        model: options.model,
      };
      const first = { ...request, tokens: tokens(promptTokens(), rng.int(20, 400)) };
      yield* message(first, { isPrompt: false, chars: call.argsChars });
      yield* message({ ...first, toolCalls: [call.record] }, null);
      const result: Message = {
        id: uuid(rng),
        timestamp: stamp(),
        type: "user",
        content: [{ functionResponse: call.response }],
      };
      yield* check(false);
      yield* message(result, { isPrompt: false, chars: call.outputChars });
    }
    const answer = finalAnswer(rng, [file], rng.int(200, 1_500));
    const at = stamp();
    const input = promptTokens();
    yield* message(
      {
        id: uuid(rng),
        timestamp: at,
        type: "gemini",
        content: answer,
        thoughts: [],
        tokens: tokens(input, tokensOf(answer.length)),
        model: options.model,
      },
      { isPrompt: false, chars: answer.length },
    );
    const isRewound =
      options.rewindEvery > 0 &&
      prompts % options.rewindEvery === 0 &&
      facts.compactions.length === before.compactions;
    if (isRewound) {
      facts.rewinds.push({ line: lineNo + 1, abandonedCalls: facts.calls - before.calls });
      yield* emit({ $rewindTo: promptId });
      history = history.slice(0, before.history);
      listed = listed.slice(0, before.listed);
      // The client sets the shorter history and estimates its tokens (setHistory).
      lastInput = promptTokens();
      cachedPrefix = Math.min(cachedPrefix, lastInput);
    }
  }
}

/** One tool call, its record in the gemini message and its function response. */
function toolCall(rng: Rng, project: Project, at: string) {
  const file = rng.pick(project.files);
  const callId = `${rng.chance(0.5) ? "read_file" : "run_shell_command"}_${rng.int(1e12, 9e12)}_0`;
  let name: string;
  let args: Record<string, unknown>;
  let output: string;
  if (callId.startsWith("read_file")) {
    name = "read_file";
    args = { file_path: file };
    output = synthesizeCode(rng, project.language, rng.logInt(800, 60_000));
  } else {
    const run = runShell(rng, project, rng.logInt(200, 30_000));
    name = "run_shell_command";
    args = { command: run.command, description: run.description };
    output = `${run.stdout}${run.stderr}`;
  }
  const response = { id: callId, name, response: { output } };
  const record = {
    id: callId,
    name,
    args,
    result: [{ functionResponse: response }],
    status: "success",
    timestamp: at,
    displayName: name === "read_file" ? "ReadFile" : "Shell",
    description: name === "read_file" ? file : String(args.command),
  };
  return { record, response, argsChars: JSON.stringify(args).length, outputChars: output.length };
}
