// A scripted stand-in for the interactive Claude Code client, for the lab's own tests of the
// pty driver (drive-claude-interactive.ts) without a real version: in a terminal it asks
// whether to trust the folder unless the HOME's .claude.json says so, shows a prompt, sends
// every line typed to the Messages API at ANTHROPIC_BASE_URL as one main call (the model of
// --model, one tool), writes the prompt and the answer to a transcript under
// $HOME/.claude/projects/ and shows a spinner line while it waits; the first Ctrl-C asks for a
// second, which ends it.
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

const model = process.argv[process.argv.indexOf("--model") + 1];
const cwd = process.cwd();
const readConfig = () => {
  try {
    return JSON.parse(readFileSync(path.join(process.env.HOME, ".claude.json"), "utf8"));
  } catch {
    return {};
  }
};
const dir = path.join(process.env.HOME, ".claude", "projects", cwd.replace(/[^a-zA-Z0-9]/g, "-"));
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${randomUUID()}.jsonl`);
const write = (record) => appendFileSync(file, `${JSON.stringify(record)}\n`);
const show = (text) => process.stdout.write(`\x1b[2J\x1b[H${text}\n`);

// SCRIPTED_ASK_TRUST=1 asks whatever the config says, so the driver's on-screen answer is tested.
let isTrusted =
  process.env.SCRIPTED_ASK_TRUST !== "1" &&
  readConfig().projects?.[cwd]?.hasTrustDialogAccepted === true;
const messages = [];
const PROMPT = "────\n❯ \n────\n  ? for shortcuts";

async function turn(text) {
  show(`❯ ${text}\n✻ Working… (esc to interrupt)`);
  write({ type: "user", uuid: randomUUID(), message: { role: "user", content: text } });
  messages.push({ role: "user", content: text });
  const response = await fetch(`${process.env.ANTHROPIC_BASE_URL}/v1/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": process.env.ANTHROPIC_API_KEY },
    body: JSON.stringify({
      model,
      max_tokens: 100,
      messages,
      tools: [{ name: "Read", input_schema: { type: "object" } }],
    }),
  });
  const answer = await response.json();
  const content = answer.content ?? [{ type: "text", text: "error" }];
  messages.push({ role: "assistant", content });
  // The spinner stays up a moment, as a real turn's does.
  await new Promise((resolve) => setTimeout(resolve, 400));
  write({
    type: "assistant",
    uuid: randomUUID(),
    message: { role: "assistant", model, content, usage: answer.usage },
  });
  show(`● ${content.map((b) => b.text ?? "").join("")}\n${PROMPT}`);
}

let interrupts = 0;
process.on("SIGINT", () => {
  interrupts += 1;
  if (interrupts >= 2) process.exit(0);
  show(`${PROMPT.replace("? for shortcuts", "Press Ctrl-C again to exit")}`);
});

show(isTrusted ? PROMPT : " Accessing workspace:\n ❯ 1. Yes, I trust this folder\n   2. No, exit");
let queue = Promise.resolve();
createInterface({ input: process.stdin }).on("line", (line) => {
  if (!isTrusted) {
    isTrusted = true;
    show(PROMPT);
    return;
  }
  queue = queue.then(() => turn(line.trim()));
});
