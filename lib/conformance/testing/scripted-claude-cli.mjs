// A scripted stand-in for `claude -p --input-format stream-json --output-format stream-json`:
// the conformance lab's own tests drive it instead of a real version (offline, fast). It reads
// user message lines, auto-compacts when the last usage (plus, with SCRIPTED_COUNT_ADDS=1, the
// pending message's length/4) reaches SCRIPTED_THRESHOLD, calls the Messages API at
// ANTHROPIC_BASE_URL, writes a transcript under $HOME/.claude/projects/ and answers each turn
// with a result line. SCRIPTED_VERSION is the version its records carry (the engine's profile).
// Read tool uses are run (the file's text as the result) and answered with the next call, as
// long as the model asks (no compaction between them). SCRIPTED_WARMUP=1 first sends one
// subagent warm-up request with the driven model and tools, as 2.0.77 to 2.1.5 do.
// SCRIPTED_KEEPS_LAST_ROUND=1: like 2.1.153 on, the last round stays out of the summary, so after
// a lone round there is nothing to summarise (no autocompaction, no /compact, no reactive one).
// SCRIPTED_REACTIVE=1: like 2.1.153 on, a 400 prompt-too-long is summarised and the call retried.
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

// SCRIPTED_MODEL_ALIASES='{"asked": "run"}': runs another model than the one asked (scenario 5).
const asked = process.argv[process.argv.indexOf("--model") + 1];
const model = JSON.parse(process.env.SCRIPTED_MODEL_ALIASES ?? "{}")[asked] ?? asked;
// SCRIPTED_MODEL_THRESHOLDS='{"model": threshold}': a threshold per model name (scenario 5).
const perModel = JSON.parse(process.env.SCRIPTED_MODEL_THRESHOLDS ?? "{}");
const threshold = Number(perModel[asked] ?? process.env.SCRIPTED_THRESHOLD ?? 155000);
const countAdds = process.env.SCRIPTED_COUNT_ADDS === "1";
const version = process.env.SCRIPTED_VERSION ?? "2.0.8";
const baseUrl = process.env.ANTHROPIC_BASE_URL;
const sessionId = randomUUID();
const dir = path.join(
  process.env.HOME,
  ".claude",
  "projects",
  process.cwd().replace(/[^a-zA-Z0-9]/g, "-"),
);
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${sessionId}.jsonl`);

let parentUuid = null;
let messages = [];
let lastUsage = 0;
const SUMMARY_PROMPT =
  "Your task is to create a detailed summary of the conversation so far, paying close attention to the user's explicit requests.";

function write(record) {
  const uuid = record.uuid ?? randomUUID();
  const full = {
    parentUuid,
    isSidechain: false,
    userType: "external",
    cwd: process.cwd(),
    sessionId,
    version,
    timestamp: new Date().toISOString(),
    uuid,
    ...record,
  };
  appendFileSync(file, `${JSON.stringify(full)}\n`);
  parentUuid = uuid;
}
const say = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function call(body) {
  const response = await fetch(`${baseUrl}/v1/messages`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": process.env.ANTHROPIC_API_KEY,
      "anthropic-version": "2023-06-01",
    },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function compact(trigger, preTokens, prompt) {
  const summary = await call({
    model,
    max_tokens: 20000,
    system: "You are a helpful AI assistant tasked with summarizing conversations.",
    messages: [...messages, { role: "user", content: prompt }],
  });
  const logicalParentUuid = parentUuid;
  parentUuid = null;
  write({
    type: "system",
    subtype: "compact_boundary",
    content: "Conversation compacted",
    isMeta: false,
    level: "info",
    logicalParentUuid,
    compactMetadata: { trigger, preTokens },
  });
  const summaryText = summary.content?.[0]?.text ?? "";
  write({
    type: "user",
    isCompactSummary: true,
    isVisibleInTranscriptOnly: true,
    message: { role: "user", content: summaryText },
  });
  messages = [{ role: "user", content: summaryText }];
}

const result = (isError, text) =>
  say({
    type: "result",
    subtype: "success",
    is_error: isError,
    result: text,
    session_id: sessionId,
  });

const TOOLS = [{ name: "Read", input_schema: { type: "object" } }];
let warmedUp = process.env.SCRIPTED_WARMUP !== "1";

/** The file's text, or an error result, for one Read tool use. */
function runTool(use) {
  try {
    if (use.name !== "Read") throw new Error(`No such tool available: ${use.name}`);
    return {
      type: "tool_result",
      tool_use_id: use.id,
      content: readFileSync(use.input.file_path, "utf8"),
    };
  } catch (error) {
    return { type: "tool_result", tool_use_id: use.id, content: String(error), is_error: true };
  }
}

/** Whether there is anything to summarise (SCRIPTED_KEEPS_LAST_ROUND=1: more than the last round). */
function canSummarise() {
  const rounds = messages.filter((m) => m.role === "assistant").length;
  return rounds >= (process.env.SCRIPTED_KEEPS_LAST_ROUND === "1" ? 2 : 1);
}

/** One main-loop call; null when the API answered with an error (the turn's result). */
async function mainCall() {
  let answer = await call({ model, max_tokens: 32000, tools: TOOLS, messages });
  const tooLong = answer.type === "error" && /prompt is too long/.test(answer.error.message);
  if (tooLong && process.env.SCRIPTED_REACTIVE === "1" && canSummarise()) {
    // Reactive: summarise what came before the pending message, then send it again.
    const pending = messages.pop();
    await compact("auto", lastUsage, SUMMARY_PROMPT);
    write({ type: "user", message: pending });
    messages.push(pending);
    answer = await call({ model, max_tokens: 32000, tools: TOOLS, messages });
  }
  // Otherwise an API error is the turn's result.
  if (answer.type === "error") {
    result(true, answer.error.message);
    return null;
  }
  const usage = answer.usage;
  lastUsage =
    usage.input_tokens +
    usage.cache_creation_input_tokens +
    usage.cache_read_input_tokens +
    usage.output_tokens;
  const message = {
    id: answer.id,
    type: "message",
    role: "assistant",
    model: answer.model,
    content: answer.content,
    stop_reason: answer.stop_reason,
    usage,
  };
  write({ type: "assistant", requestId: `req_${answer.id}`, message });
  messages.push({ role: "assistant", content: answer.content });
  say({ type: "assistant", message, session_id: sessionId });
  return answer;
}

async function turn(text) {
  if (!warmedUp) {
    warmedUp = true;
    // A sidechain's warm-up: its answer is dropped, nothing of it joins the main transcript.
    await call({
      model,
      max_tokens: 32000,
      tools: TOOLS,
      messages: [{ role: "user", content: [{ type: "text", text: "Warmup" }] }],
    });
  }
  if (text.startsWith("/compact")) {
    if (!canSummarise()) return result(true, "Not enough messages to compact.");
    const instructions = text.slice("/compact".length).trim();
    await compact(
      "manual",
      lastUsage,
      `${SUMMARY_PROMPT}\n\nAdditional Instructions:\n${instructions}`,
    );
    return result(false, "");
  }
  const count = lastUsage + (countAdds ? Math.ceil(text.length / 4) : 0);
  if (lastUsage > 0 && count >= threshold && canSummarise())
    await compact("auto", count, `${text}\n${SUMMARY_PROMPT}`);
  write({ type: "user", message: { role: "user", content: text } });
  messages.push({ role: "user", content: text });
  let answer = await mainCall();
  for (;;) {
    if (answer === null) return;
    const uses = (answer.content ?? []).filter((block) => block.type === "tool_use");
    if (uses.length === 0) break;
    const results = uses.map(runTool);
    write({ type: "user", message: { role: "user", content: results } });
    messages.push({ role: "user", content: results });
    answer = await mainCall();
  }
  result(false, answer.content?.find((block) => block.type === "text")?.text ?? "");
}

say({ type: "system", subtype: "init", session_id: sessionId, model });
let queue = Promise.resolve();
createInterface({ input: process.stdin }).on("line", (line) => {
  const text = JSON.parse(line).message.content;
  queue = queue.then(() => turn(text));
});
process.stdin.on("end", () => void queue.then(() => process.exit(0)));
