import path from "node:path";
import { describe, expect, it } from "vitest";
import type {
  SummaryMessage,
  SummaryRequest,
} from "../compaction/summary-request/summary-request-types";
import { SUMMARY_SECTIONS } from "../compaction/summary-request/summary-sections";
import { hasRealFixtures, REAL_FIXTURES_DIR } from "../transcript/testing/real-fixtures";
import { createOfflineSummarizer } from "./offline";
import { nested } from "./offline/summary-text";
import { fixtureMessages } from "./testing/fixture-messages";

const PROMPT =
  "CRITICAL: Respond with TEXT ONLY. Do NOT call any tools.\n\nYour task is to create a detailed summary of the conversation so far.";

function makeRequest(messages: SummaryMessage[]): SummaryRequest {
  return {
    model: "claude-sonnet-4-6",
    system: "You are a helpful AI assistant tasked with summarizing conversations.",
    messages: [...messages, { role: "user", content: PROMPT }],
    max_tokens: 20_000,
  };
}

async function summarize(messages: SummaryMessage[]): Promise<string> {
  const outcome = await createOfflineSummarizer().summarize({ request: makeRequest(messages) });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  return outcome.value.text;
}

const toolUse = (id: string, name: string, input: Record<string, unknown>) => ({
  type: "tool_use" as const,
  id,
  name,
  input,
});
const toolResult = (id: string, content: string, isError = false) => ({
  type: "tool_result" as const,
  tool_use_id: id,
  content,
  ...(isError ? { is_error: true } : {}),
});

const EDIT_SESSION: SummaryMessage[] = [
  { role: "user", content: "Fix the failing test in src/app/page.tsx" },
  {
    role: "assistant",
    content: [
      { type: "text", text: "Let me read the file." },
      toolUse("t1", "Read", { file_path: "/repo/src/app/page.tsx" }),
    ],
  },
  { role: "user", content: [toolResult("t1", "export default function Page() {}")] },
  { role: "assistant", content: [toolUse("t2", "Bash", { command: "npm test -- page" })] },
  {
    role: "user",
    content: [toolResult("t2", "Error: expected 2 to be 3\n  at page.test.tsx:4", true)],
  },
  {
    role: "assistant",
    content: [
      toolUse("t3", "Edit", {
        file_path: "/repo/src/app/page.tsx",
        old_string: "a",
        new_string: "b",
      }),
    ],
  },
  { role: "user", content: [toolResult("t3", "The file has been updated.")] },
  { role: "assistant", content: [toolUse("t4", "Bash", { command: "npm test -- page" })] },
  { role: "user", content: [toolResult("t4", "1 passed: /repo/src/app/page.test.tsx")] },
  {
    role: "assistant",
    content: [
      toolUse("t5", "TodoWrite", {
        todos: [
          { content: "Fix the page test", status: "completed", activeForm: "Fixing" },
          { content: "Update the changelog", status: "pending", activeForm: "Updating" },
        ],
      }),
    ],
  },
  { role: "user", content: [toolResult("t5", "Todos have been modified successfully.")] },
  { role: "user", content: 'Now update the changelog, and say "fixed" there' },
  { role: "assistant", content: [{ type: "text", text: "Updating CHANGELOG.md next." }] },
];

const CASES: [string, SummaryMessage[]][] = [
  ["an edit session with an error and todos", EDIT_SESSION],
  ["a single user message", [{ role: "user", content: "Hello there" }]],
  ["no messages but the prompt", []],
  [
    "a user message in text blocks with a system reminder",
    [
      {
        role: "user",
        content: [
          { type: "text", text: "<system-reminder>ctx</system-reminder>Rename foo to bar" },
        ],
      },
    ],
  ],
];

/** Paths with a directory and an extension, as the fabrication metric finds them. */
const PATH =
  /(?:^|[\s(\[:=])((?:~|\.{1,2})?\/?(?:[\w.@+-]+\/)+[\w.@+-]+\.[A-Za-z][A-Za-z0-9]{0,9})(?![\w/])/g;
const quotesOf = (text: string) => [
  ...[...text.matchAll(/`([^`\n]{3,300})`/g)].map((m) => m[1] ?? ""),
  ...[...text.matchAll(/"([^"\n]{3,400})"/g)].map((m) => m[1] ?? ""),
];

describe("createOfflineSummarizer", () => {
  it.each(CASES)("writes all nine sections in order (%s)", async (_name, messages) => {
    const text = await summarize(messages);
    let from = 0;
    for (const [index, { title }] of SUMMARY_SECTIONS.entries()) {
      const at = text.indexOf(`${index + 1}. ${title}:`, from);
      expect(at, title).toBeGreaterThan(from - 1);
      from = at;
    }
    expect(text).toMatch(/^<analysis>[\s\S]*<\/analysis>\n\n<summary>\n[\s\S]*<\/summary>\n$/);
  });

  it.each(CASES)("is deterministic: same request, same bytes (%s)", async (_name, messages) => {
    expect(await summarize(messages)).toBe(await summarize(messages));
  });

  it.each(CASES)("invents no path and no quote (%s)", async (_name, messages) => {
    const text = await summarize(messages);
    const input = JSON.stringify(messages);
    const plain = (value: string) => JSON.stringify(value).slice(1, -1);
    for (const m of text.matchAll(PATH)) expect(input).toContain(plain(m[1] ?? ""));
    for (const quote of quotesOf(text)) expect(input).toContain(plain(quote.trim()));
  });

  it("lists every user message verbatim, and not tool results or the prompt", async () => {
    const text = await summarize(EDIT_SESSION);
    const section6 = text.slice(
      text.indexOf("6. All user messages:"),
      text.indexOf("7. Pending Tasks:"),
    );
    expect(section6).toBe(
      '6. All user messages:\n- Fix the failing test in src/app/page.tsx\n- Now update the changelog, and say "fixed" there\n\n',
    );
  });

  it.each([
    ["files with their operations", "- `/repo/src/app/page.tsx` (read, edited)"],
    [
      "the error and what came next",
      "- Bash on `npm test -- page` failed: expected 2 to be 3\n  - Then: Edit on `/repo/src/app/page.tsx` (succeeded)",
    ],
    ["the open todo as pending", "7. Pending Tasks:\n- [pending] Update the changelog"],
    ["the language of the files", "TypeScript (React) (1 file)"],
    [
      "paths a test run named, apart",
      "- Also named in tool output:\n  - `/repo/src/app/page.test.tsx`",
    ],
    [
      "a real quote of the last request",
      '- The last request, in the user\'s words: "Now update the changelog, and say"',
    ],
    [
      "the last assistant text as current work",
      "- The last assistant message: Updating CHANGELOG.md next.",
    ],
  ])("fills the sections from the conversation: %s", async (_name, expected) => {
    expect(await summarize(EDIT_SESSION)).toContain(expected);
  });

  it("answers cancelled when the signal is already aborted, and estimates tokens at zero cost", async () => {
    const summarizer = createOfflineSummarizer();
    const aborted = await summarizer.summarize({
      request: makeRequest(EDIT_SESSION),
      signal: AbortSignal.abort(),
    });
    expect(aborted).toMatchObject({ ok: false, failure: { code: "cancelled" } });
    const outcome = await summarizer.summarize({ request: makeRequest(EDIT_SESSION) });
    expect(outcome).toMatchObject({ ok: true, value: { model: "offline", costUsd: 0 } });
    if (outcome.ok)
      expect(outcome.value.outputTokens).toBe(Math.ceil(outcome.value.text.length / 4));
  });

  it("streams its text in pieces that join to the final text", async () => {
    const pieces: string[] = [];
    const outcome = await createOfflineSummarizer().summarize({
      request: makeRequest(EDIT_SESSION),
      onText: (delta) => pieces.push(delta),
    });
    expect(pieces.length).toBeGreaterThan(9);
    expect(outcome.ok && outcome.value.text).toBe(pieces.join(""));
  });

  it("takes requests from what the user asked, not slash commands or interrupts", async () => {
    const text = await summarize([
      { role: "user", content: "<command-name>/clear</command-name>" },
      { role: "user", content: "Add a dark mode" },
      { role: "user", content: "[Request interrupted by user for tool use]" },
    ]);
    expect(text).toContain("- The user's first request: Add a dark mode\n");
    expect(text).toContain('in the user\'s words: "Add a dark mode"');
    expect(text).toContain("- [Request interrupted by user for tool use]");
  });

  it("keeps user messages whole under the output cap and cuts the longest, saying so, over it", async () => {
    const long = `Please look at this log: ${"line of log output\n".repeat(1_000)}`;
    const messages: SummaryMessage[] = [
      { role: "user", content: long },
      { role: "user", content: "Thanks" },
    ];
    const whole = await createOfflineSummarizer().summarize({ request: makeRequest(messages) });
    // Whole, its lines indented under its item (a pasted summary's headings stay inside it).
    expect(whole.ok && whole.value.text).toContain(`- ${nested(long.trim())}`);
    const capped = await createOfflineSummarizer().summarize({
      request: { ...makeRequest(messages), max_tokens: 1_000 },
    });
    if (!capped.ok) throw new Error("failed");
    expect(capped.value.text.length).toBeLessThanOrEqual(4_000);
    expect(capped.value.text).toMatch(
      /- Please look at this log: [\s\S]* … \(\d+ more characters\)\n- Thanks\n/,
    );
  });

  it.each([
    ["a prompt message of its own", [{ role: "user", content: "Summarise it my way." }]],
    [
      "a prompt appended to the last user message",
      [
        {
          role: "user",
          content: [
            { type: "text", text: "Thanks" },
            { type: "text", text: "Summarise it my way." },
          ],
        },
      ],
    ],
  ] as [string, SummaryMessage[]][])(
    "never lists a custom template's prompt as a user message (%s)",
    async (_name, tail) => {
      const outcome = await createOfflineSummarizer().summarize({
        request: {
          ...makeRequest([]),
          messages: [
            { role: "user", content: "Add a dark mode" },
            { role: "assistant", content: "Done." },
            ...tail,
          ],
        },
      });
      expect(outcome.ok && outcome.value.text).not.toContain("Summarise it my way.");
      expect(outcome.ok && outcome.value.text).toContain("- Add a dark mode");
    },
  );

  it("does not mutate the request", async () => {
    const request = makeRequest(EDIT_SESSION);
    const before = structuredClone(request);
    await createOfflineSummarizer().summarize({ request });
    expect(request).toEqual(before);
  });
});

describe.skipIf(!hasRealFixtures)("createOfflineSummarizer on a real fixture", () => {
  it("lists every user message verbatim (lines after the first indented under it) and invents no path", async () => {
    const messages = fixtureMessages(
      path.join(REAL_FIXTURES_DIR, "v1.0.71_mixed_sessionids_images_errors.jsonl"),
    );
    const started = performance.now();
    const text = await summarize(messages);
    const elapsed = performance.now() - started;
    const userTexts = messages.flatMap((m) =>
      m.role === "user" &&
      typeof m.content === "string" &&
      m.content.trim() &&
      !m.content.includes("<system-reminder>")
        ? [m.content.trim()]
        : [],
    );
    expect(userTexts.length).toBeGreaterThan(3);
    for (const userText of userTexts) expect(text).toContain(nested(userText));
    const input = JSON.stringify(messages);
    for (const m of text.matchAll(PATH)) expect(input).toContain(JSON.stringify(m[1]).slice(1, -1));
    console.log(
      `offline summary of ${messages.length} messages: ${text.length} chars in ${elapsed.toFixed(0)} ms`,
    );
  });
});
