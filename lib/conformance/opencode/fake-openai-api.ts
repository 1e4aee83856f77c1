import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { z } from "zod";
import { listenOnLoopback, readJsonBody } from "../fake-server";

/**
 * A local fake of an OpenAI-compatible chat-completions endpoint as OpenCode talks to it through
 * a custom provider (`provider.<id>.options.baseURL` in opencode.json): `POST
 * /chat/completions` with `stream: true`, answered with SSE chunks and a last chunk carrying
 * `usage`. Each request is recorded with its kind: a turn of the main agent, a compaction
 * request (its system prompt is the compaction agent's), a title request, or anything else.
 * The script decides each turn's answer: text or a tool call, and the prompt tokens reported.
 */

export type OpenAiRequestKind = "turn" | "compaction" | "title" | "other";

export type RecordedOpenAiRequest = { path: string; kind: OpenAiRequestKind; body: unknown };

/** How the fake answers the main agent's turn number `turn` (0-based, across runs). */
export type TurnAnswer = {
  promptTokens: number;
  /** Its id defaults to "call_fake"; a session of several calls needs one id each. */
  toolCall?: { name: string; args: object; id?: string };
};
export type TurnScript = (turn: number) => TurnAnswer;

export type FakeOpenAiApi = {
  baseUrl: string;
  requests: RecordedOpenAiRequest[];
  close: () => Promise<void>;
};

/** The compaction agent's prompt asks for a summary of the conversation (its first words). */
export const COMPACTION_PROMPT_MARK = "summar";
export const TITLE_PROMPT_MARK = "title generator";
export const SUMMARY_TEXT = "## Goal\nlab summary";

const bodySchema = z
  .object({
    messages: z.array(z.object({ role: z.string(), content: z.unknown() }).partial()),
    tools: z.array(z.unknown()),
  })
  .partial()
  .catch({});

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part: unknown) =>
      typeof part === "object" && part && "text" in part ? String(part.text) : "",
    )
    .join("\n");
}

/** The request's system text (all system messages joined). */
export function systemTextOf(body: unknown): string {
  const messages = bodySchema.parse(body).messages ?? [];
  return messages
    .filter((message) => message.role === "system")
    .map((message) => textOf(message.content))
    .join("\n");
}

export function classifyOpenAiRequest(path: string, body: unknown): OpenAiRequestKind {
  if (!path.endsWith("/chat/completions")) return "other";
  const system = systemTextOf(body).toLowerCase();
  if (system.includes(TITLE_PROMPT_MARK)) return "title";
  const parsed = bodySchema.parse(body);
  const last = parsed.messages?.at(-1);
  const lastText = textOf(last?.content).toLowerCase();
  if ((parsed.tools ?? []).length === 0 && lastText.includes(COMPACTION_PROMPT_MARK))
    return "compaction";
  return "turn";
}

function chunk(delta: object, finish: string | null, usage?: object): string {
  const body = {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 0,
    model: "fake",
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...(usage ? { usage } : {}),
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** The SSE stream of one answer: its text or tool call, then the finish with its usage. */
export function answerStream(text: string | null, answer: TurnAnswer): string {
  const usage = {
    prompt_tokens: answer.promptTokens,
    completion_tokens: 1,
    total_tokens: answer.promptTokens + 1,
  };
  const call = answer.toolCall;
  const body = call
    ? chunk(
        {
          role: "assistant",
          tool_calls: [
            {
              index: 0,
              id: call.id ?? "call_fake",
              type: "function",
              function: { name: call.name, arguments: JSON.stringify(call.args) },
            },
          ],
        },
        null,
      )
    : chunk({ role: "assistant", content: text ?? "ok" }, null);
  return body + chunk({}, call ? "tool_calls" : "stop", usage) + "data: [DONE]\n\n";
}

/** Starts the fake on 127.0.0.1, a free port. */
export async function startFakeOpenAiApi(script: TurnScript): Promise<FakeOpenAiApi> {
  const requests: RecordedOpenAiRequest[] = [];
  let turns = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await readJsonBody(request);
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const kind = classifyOpenAiRequest(path, body);
      requests.push({ path, kind, body });
      if (kind === "other") {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "not faked" } }));
        return;
      }
      let stream = answerStream("ok", { promptTokens: 100 });
      if (kind === "compaction") stream = answerStream(SUMMARY_TEXT, { promptTokens: 100 });
      if (kind === "title") stream = answerStream("Lab title", { promptTokens: 100 });
      if (kind === "turn") stream = answerStream("ok", script(turns++));
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(stream);
    })();
  });
  const { origin, close } = await listenOnLoopback(server);
  return { baseUrl: origin, requests, close };
}
