#!/usr/bin/env node
// A stand-in for the Codex CLI in the lab's tests (npm test never runs a real version): it
// answers `--version`, runs `exec --skip-git-repo-check [resume <id>] <prompt>` against the
// provider its config.toml names, compacts before a turn when the last response's total
// reached SCRIPTED_LIMIT (a summarization request: the history and a prompt of its own; under
// `model_provider = "openai"` a remote compaction: the history posted to /responses/compact,
// whose output becomes the history and the `compacted` line's replacement_history), keeps
// the history between processes in $CODEX_HOME and writes a rollout of the same line types.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { message, sampleResponses, tokenCount } from "./sample-responses.mjs";

const SCRIPTED_LIMIT = 200_000;
const SCRIPTED_WINDOW = 210_000;
const VERSION = "0.0.0-scripted";
const args = process.argv.slice(2);
if (args[0] === "--version") {
  console.log(`codex-cli ${VERSION}`);
  process.exit(0);
}
const home = process.env.CODEX_HOME ?? "";
const config = readFileSync(path.join(home, "config.toml"), "utf8");
const isOpenAi = /^model_provider = "openai"$/m.test(config);
const baseUrl = isOpenAi ? process.env.OPENAI_BASE_URL : /^base_url = "([^"]+)"/m.exec(config)?.[1];
const model = /^model = "([^"]+)"/m.exec(config)?.[1] ?? "scripted-model";
const isResume = args[2] === "resume";
const prompt = args.at(-1) ?? "";
const stateFile = path.join(home, "scripted-state.json");
const state = isResume
  ? JSON.parse(readFileSync(stateFile, "utf8"))
  : {
      id: randomUUID(),
      lastTotal: 0,
      history: [
        message("user", "<environment_context>\n  <cwd>scripted</cwd>\n</environment_context>"),
      ],
    };
const rolloutDir = path.join(home, "sessions", "2026", "01", "01");
mkdirSync(rolloutDir, { recursive: true });
const rollout = path.join(rolloutDir, `rollout-${state.id}.jsonl`);
const write = (type, payload) =>
  appendFileSync(
    rollout,
    `${JSON.stringify({ timestamp: new Date().toISOString(), type, payload })}\n`,
  );
if (!existsSync(rollout)) write("session_meta", { id: state.id, cli_version: VERSION });
console.error(`session id: ${state.id}`);

const sample = (input) => sampleResponses(baseUrl, model, input);

function writeTokenCount(usage) {
  write("event_msg", tokenCount(usage, SCRIPTED_WINDOW));
}

async function compactRemotely(input) {
  const response = await fetch(`${baseUrl}/responses/compact`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer scripted" },
    body: JSON.stringify({ model, input, instructions: "" }),
  });
  return (await response.json()).output;
}

if (state.lastTotal >= SCRIPTED_LIMIT && isOpenAi) {
  state.history = await compactRemotely(state.history);
  write("compacted", { message: "", replacement_history: state.history });
  console.error("context compacted");
} else if (state.lastTotal >= SCRIPTED_LIMIT) {
  const summary = await sample([...state.history, message("user", "Write a handoff summary.")]);
  writeTokenCount(summary.usage);
  const kept = state.history.filter((i) => i.role === "user");
  state.history = [...kept, message("user", summary.text)];
  write("compacted", { message: summary.text, replacement_history: state.history });
  console.error("context compacted");
}
state.history.push(message("user", prompt));
write("response_item", message("user", prompt));
const answer = await sample(state.history);
state.history.push(message("assistant", answer.text));
write("response_item", message("assistant", answer.text));
writeTokenCount(answer.usage);
state.lastTotal = answer.usage.total_tokens;
writeFileSync(stateFile, JSON.stringify(state));
console.log(answer.text);
