import { SUMMARY_SECTIONS } from "../../compaction/summary-request/summary-sections";
import type { ConversationFacts } from "./read-conversation";
import {
  code,
  countBy,
  cut,
  describeCall,
  errorLine,
  extensionOf,
  firstLine,
  LANGUAGES,
  limited,
  LINE_CHARS,
  nested,
  quote,
} from "./summary-text";

/**
 * The offline summary: Claude Code's shape (an `<analysis>` scratchpad, then `<summary>` with
 * the nine numbered sections) filled from the conversation's facts. Every quoted or
 * code-spanned text is copied from the input, so the fabrication metric finds it there.
 */

/** Claude Code's own words in user turns: slash commands, their output, interrupts, caveats. */
const NOT_A_REQUEST =
  /^(Caveat: |<command-|<local-command-|\[Request interrupted|This session is being continued)/;

/** The user messages that ask for something (section 6 still lists every message). */
const requestsOf = (facts: ConversationFacts) =>
  facts.userMessages.filter((text) => !NOT_A_REQUEST.test(text.trim()));

function primaryRequest(facts: ConversationFacts): string[] {
  const [first, ...later] = requestsOf(facts);
  if (first === undefined) return ["- No user request in this range."];
  return [
    `- The user's first request: ${nested(cut(first.trim(), 600))}`,
    ...(later.length ? [`- Later requests (${later.length}):`] : []),
    ...limited(
      later.map((text) => `  - ${cut(firstLine(text), LINE_CHARS)}`),
      "requests",
    ),
  ];
}

function technicalConcepts(facts: ConversationFacts): string[] {
  const languages = countBy(facts.files, (file) => LANGUAGES[extensionOf(file.path)] ?? null);
  const tools = countBy(facts.toolCalls, (call) => call.name);
  const commands = [
    ...new Set(
      facts.toolCalls.flatMap((call) => (call.name === "Bash" && call.target ? [call.target] : [])),
    ),
  ];
  const lines = [
    ...(languages.length
      ? [
          `- Languages (from file extensions): ${languages.map(([name, n]) => `${name} (${n} ${n === 1 ? "file" : "files"})`).join(", ")}`,
        ]
      : []),
    ...(tools.length
      ? [`- Tools used: ${tools.map(([name, n]) => `${name} (${n})`).join(", ")}`]
      : []),
    ...(commands.length
      ? [
          "- Commands run:",
          ...limited(
            commands.map((command) => `  - ${code(command)}`),
            "commands",
          ),
        ]
      : []),
  ];
  return lines.length ? lines : ["- No files or tools in this range."];
}

function filesAndCode(facts: ConversationFacts): string[] {
  const mentioned = facts.mentionedFiles.length
    ? [
        "- Also named in tool output:",
        ...limited(
          facts.mentionedFiles.map((path) => `  - ${code(path)}`),
          "files",
        ),
      ]
    : [];
  if (!facts.files.length && !mentioned.length)
    return ["- No file was read or changed in this range."];
  return [
    ...limited(
      facts.files.map(({ path, operations }) => `- ${code(path)} (${operations.join(", ")})`),
      "files",
    ),
    ...mentioned,
  ];
}

function errorsAndFixes(facts: ConversationFacts): string[] {
  const lines: string[] = [];
  facts.toolCalls.forEach((call, index) => {
    if (!call.result?.isError) return;
    lines.push(`- ${describeCall(call)} failed: ${errorLine(call.result.text)}`);
    const next = facts.toolCalls[index + 1];
    if (next)
      lines.push(
        `  - Then: ${describeCall(next)} ${next.result === null ? "(no result)" : next.result.isError ? "(failed too)" : "(succeeded)"}`,
      );
  });
  return lines.length ? limited(lines, "lines") : ["- No tool call failed in this range."];
}

function problemSolving(facts: ConversationFacts): string[] {
  const failed = facts.toolCalls.filter((call) => call.result?.isError);
  const recovered = facts.toolCalls.filter(
    (call, index) =>
      call.result?.isError &&
      facts.toolCalls
        .slice(index + 1)
        .some((later) => later.name === call.name && later.result && !later.result.isError),
  );
  const reasoning = facts.assistantTexts
    .slice(-5)
    .map((text) => `  - ${cut(firstLine(text), LINE_CHARS)}`);
  return [
    `- ${facts.toolCalls.length} tool calls, ${failed.length} failed; ${recovered.length} of the failures were followed by a successful call of the same tool.`,
    ...(reasoning.length ? ["- The assistant's last explanations:", ...reasoning] : []),
  ];
}

/** How long a user message may be in section 6: null for whole (see writeOfflineSummary). */
type Limits = { userMessageChars: number | null };

function userMessages(facts: ConversationFacts, { userMessageChars: max }: Limits): string[] {
  if (!facts.userMessages.length) return ["- None in this range."];
  return facts.userMessages.map((text) =>
    max !== null && text.length > max
      ? `- ${nested(text.slice(0, max))} … (${text.length - max} more characters)`
      : `- ${nested(text)}`,
  );
}

function pendingTodos(facts: ConversationFacts) {
  return facts.lastTodos?.filter((todo) => todo.status !== "completed") ?? [];
}

function pendingTasks(facts: ConversationFacts): string[] {
  if (facts.lastTodos === null) return ["- No todo list in this range."];
  const pending = pendingTodos(facts);
  return pending.length
    ? pending.map((todo) => `- [${todo.status}] ${todo.content}`)
    : ["- None: every todo of the last list is completed."];
}

function currentWork(facts: ConversationFacts): string[] {
  const last = facts.lastAssistant;
  if (last === null) return ["- No assistant work in this range."];
  return [
    ...(last.text ? [`- The last assistant message: ${nested(cut(last.text, 600))}`] : []),
    ...(last.toolCalls.length
      ? [`- Its tool calls: ${last.toolCalls.map(describeCall).join("; ")}`]
      : []),
  ];
}

function nextStep(facts: ConversationFacts): string[] {
  const [todo] = pendingTodos(facts);
  const lastRequest = requestsOf(facts).at(-1);
  const words = lastRequest === undefined ? null : quote(lastRequest);
  return [
    todo
      ? `- Continue with the first open todo: ${todo.content}`
      : "- Continue the work of the last request.",
    ...(words ? [`- The last request, in the user's words: ${words}`] : []),
  ];
}

const SECTION_WRITERS: ((facts: ConversationFacts, limits: Limits) => string[])[] = [
  primaryRequest,
  technicalConcepts,
  filesAndCode,
  errorsAndFixes,
  problemSolving,
  userMessages,
  pendingTasks,
  currentWork,
  nextStep,
];

/** Section 6's per-message limits, tried in turn until the summary fits the output cap. */
const USER_MESSAGE_LIMITS = [null, 8_000, 4_000, 2_000, 1_000, 500, 200];

function write(facts: ConversationFacts, limits: Limits): string[] {
  const failed = facts.toolCalls.filter((call) => call.result?.isError).length;
  const analysis = [
    "<analysis>",
    `The range holds ${facts.messageCount} messages: ${facts.userMessages.length} user messages, ${facts.toolCalls.length} tool calls (${failed} failed), ${facts.files.length} files touched.`,
    "Written offline from the conversation's structure; no model was called.",
    "</analysis>",
    "",
    "<summary>",
  ].join("\n");
  const sections = SUMMARY_SECTIONS.map(
    ({ title }, index) =>
      `${index + 1}. ${title}:\n${(SECTION_WRITERS[index]?.(facts, limits) ?? []).join("\n")}\n`,
  );
  return [
    `${analysis}\n`,
    ...sections.map((section, index) => (index ? `\n${section}` : section)),
    "</summary>\n",
  ];
}

/**
 * The analysis scratchpad and the summary, as separate pieces (the summarizer streams them).
 * Every user message is whole unless the summary would pass `maxChars` (the request's output
 * cap): then the longest are cut, with how much was left out, as a model at its cap would.
 */
export function writeOfflineSummary(facts: ConversationFacts, maxChars = Infinity): string[] {
  let pieces: string[] = [];
  for (const userMessageChars of USER_MESSAGE_LIMITS) {
    pieces = write(facts, { userMessageChars });
    if (pieces.reduce((sum, piece) => sum + piece.length, 0) <= maxChars) break;
  }
  return pieces;
}
