#!/usr/bin/env node
// A stand-in for the Codex TUI in the lab's tests (npm test never runs a real version): run
// with no arguments in a terminal, it draws a composer footer, reads one prompt a line and
// answers it against the provider its config.toml names, writing a rollout of the real line
// types (an `agent_message` event per answer). Like 0.74.0 to 0.77.0, it keeps the last
// response's total in this process only: before a turn it compacts when that total reached
// SCRIPTED_LIMIT (a summarization request: the history and a prompt of its own). Ctrl-C quits.
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import readline from "node:readline";
import { message, sampleResponses, tokenCount } from "./sample-responses.mjs";

const SCRIPTED_LIMIT = 200_000;
const SCRIPTED_WINDOW = 210_000;
const VERSION = "0.0.0-scripted-tui";
if (process.argv[2] === "--version") {
  console.log(`codex-cli ${VERSION}`);
  process.exit(0);
}
const home = process.env.CODEX_HOME ?? "";
const config = readFileSync(path.join(home, "config.toml"), "utf8");
const baseUrl = /^base_url = "([^"]+)"/m.exec(config)?.[1];
const model = /^model = "([^"]+)"/m.exec(config)?.[1] ?? "scripted-model";
const id = randomUUID();
const rolloutDir = path.join(home, "sessions", "2026", "01", "01");
mkdirSync(rolloutDir, { recursive: true });
const rollout = path.join(rolloutDir, `rollout-${id}.jsonl`);
const write = (type, payload) =>
  appendFileSync(
    rollout,
    `${JSON.stringify({ timestamp: new Date().toISOString(), type, payload })}\n`,
  );
write("session_meta", { id, cli_version: VERSION, source: "cli" });
let lastTotal = 0;
let history = [message("user", "<environment_context>scripted</environment_context>")];

/** The screen is redrawn whole, as the real TUI's viewport is. */
function draw(status) {
  process.stdout.write(`\x1b[2J\x1b[H${status}\n› \n  100% context left · ? for shortcuts\n`);
}

async function sample(input) {
  const { text, usage } = await sampleResponses(baseUrl, model, input);
  write("event_msg", tokenCount(usage, SCRIPTED_WINDOW));
  return { text, total: usage.total_tokens };
}

async function turn(prompt) {
  draw("• Working (0s • esc to interrupt)");
  if (lastTotal >= SCRIPTED_LIMIT) {
    const summary = await sample([...history, message("user", "Write a handoff summary.")]);
    history = [...history.filter((i) => i.role === "user"), message("user", summary.text)];
    write("compacted", { message: summary.text, replacement_history: history });
  }
  history.push(message("user", prompt));
  write("response_item", message("user", prompt));
  const answer = await sample(history);
  history.push(message("assistant", answer.text));
  write("response_item", message("assistant", answer.text));
  write("event_msg", { type: "agent_message", message: answer.text });
  lastTotal = answer.total;
  draw(`• ${answer.text}`);
}

draw("");
const lines = readline.createInterface({ input: process.stdin });
lines.on("SIGINT", () => process.exit(0));
let queue = Promise.resolve();
lines.on("line", (text) => {
  if (text.trim()) queue = queue.then(() => turn(text.trim()));
});
