import { SUMMARY_SECTIONS } from "../../compaction/summary-request/summary-sections";
import type { ConversationFacts, ToolCall } from "./read-conversation";

/**
 * The offline summary: Claude Code's shape (an `<analysis>` scratchpad, then `<summary>` with
 * the nine numbered sections) filled from the conversation's facts. Every quoted or
 * code-spanned text is copied from the input, so the fabrication metric finds it there.
 */

const LANGUAGES: Record<string, string> = {
  ts: "TypeScript",
  tsx: "TypeScript (React)",
  mts: "TypeScript",
  cts: "TypeScript",
  js: "JavaScript",
  jsx: "JavaScript (React)",
  mjs: "JavaScript",
  cjs: "JavaScript",
  py: "Python",
  rs: "Rust",
  go: "Go",
  java: "Java",
  kt: "Kotlin",
  swift: "Swift",
  rb: "Ruby",
  php: "PHP",
  c: "C",
  h: "C",
  cpp: "C++",
  hpp: "C++",
  cs: "C#",
  sh: "Shell",
  bash: "Shell",
  zsh: "Shell",
  sql: "SQL",
  html: "HTML",
  css: "CSS",
  scss: "SCSS",
  md: "Markdown",
  mdx: "MDX",
  json: "JSON",
  yml: "YAML",
  yaml: "YAML",
  toml: "TOML",
  ipynb: "Jupyter notebooks",
  vue: "Vue",
  svelte: "Svelte",
  prisma: "Prisma",
};

const MAX_LISTED = 200;
const LINE_CHARS = 200;

const firstLine = (text: string) => text.trim().split("\n")[0]?.trim() ?? "";
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)} …` : text);

/** Text as an inline code span when the span can hold it whole, else the plain first line. */
function code(text: string): string {
  const line = firstLine(text);
  return line.length >= 3 && line.length <= 300 && !line.includes("`") && line === text.trim()
    ? `\`${line}\``
    : cut(line, LINE_CHARS);
}

/** A real quote: the first double-quote-free run of at least 3 characters of the text's first line. */
function quote(text: string): string | null {
  const run = firstLine(text)
    .split('"')
    .map((part) => part.trim())
    .find((part) => part.length >= 3);
  return run ? `"${run.slice(0, 300).trim()}"` : null;
}

function describeCall(call: ToolCall): string {
  return call.target ? `${call.name} on ${code(call.target)}` : call.name;
}

/** An error's first meaningful line, its tool-error tags and "Error:" prefix removed. */
function errorLine(text: string): string {
  return cut(
    firstLine(text.replace(/<\/?tool_use_error>/g, "")).replace(/^error:\s*/i, ""),
    LINE_CHARS,
  );
}

function countBy<T>(items: T[], key: (item: T) => string | null): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = key(item);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

const extensionOf = (path: string) => /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";

function limited(lines: string[], what: string): string[] {
  return lines.length > MAX_LISTED
    ? [...lines.slice(0, MAX_LISTED), `- … and ${lines.length - MAX_LISTED} more ${what}.`]
    : lines;
}

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
    `- The user's first request: ${cut(first.trim(), 600)}`,
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
  if (!facts.files.length) return ["- No file was read or changed in this range."];
  return limited(
    facts.files.map(({ path, operations }) => `- ${code(path)} (${operations.join(", ")})`),
    "files",
  );
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

function userMessages(facts: ConversationFacts): string[] {
  return facts.userMessages.length
    ? facts.userMessages.map((text) => `- ${text}`)
    : ["- None in this range."];
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
    ...(last.text ? [`- The last assistant message: ${cut(last.text, 600)}`] : []),
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

const SECTION_WRITERS = [
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

/** The analysis scratchpad and the summary, as separate pieces (the summarizer streams them). */
export function writeOfflineSummary(facts: ConversationFacts): string[] {
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
      `${index + 1}. ${title}:\n${(SECTION_WRITERS[index]?.(facts) ?? []).join("\n")}\n`,
  );
  return [
    `${analysis}\n`,
    ...sections.map((section, index) => (index ? `\n${section}` : section)),
    "</summary>\n",
  ];
}
