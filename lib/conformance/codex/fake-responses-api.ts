import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { z } from "zod";
import { listenOnLoopback } from "../fake-server";
import {
  classifyCodexRequest,
  SUMMARY_TEXT,
  type CodexRequestKind,
} from "./classify-codex-request";

/**
 * A local fake of OpenAI's Responses API, as `codex exec` talks to a custom provider
 * (`wire_api = "responses"`): every POST to `/responses` is answered with a short SSE stream
 * (`response.created`, one `response.output_item.done` assistant message, `response.completed`
 * with the usage the script chose); the compaction request is recognised and answered with a
 * summary. A remote compaction (OpenAI's own provider) is answered as OpenAI's endpoint does:
 * the compacted history, the request's user messages then one opaque `compaction` item holding
 * only `encrypted_content`, as JSON from `/responses/compact` and as one streamed output item
 * for 0.169's `compaction_trigger` request, each with the usage the script chose. A websocket
 * attempt (a GET of `/responses`) is refused with 426 so the client goes straight to HTTP; a
 * models list is answered empty; anything else 404. Every request is recorded.
 */

export type ReportedUsage = {
  /** Input tokens, cached ones included (the Responses API counts them inside). */
  input: number;
  cached: number;
  output: number;
};

export type RecordedCodexRequest = {
  method: string;
  path: string;
  kind: CodexRequestKind;
  body: unknown;
  /** When it arrived, in ms since the server started (orders requests across turns). */
  atMs: number;
};

export type UsageScript = (kind: CodexRequestKind, turnIndex: number) => ReportedUsage;

export type FakeResponsesApi = {
  baseUrl: string;
  requests: RecordedCodexRequest[];
  /** The usage the next answers report (a probe changes it between turns). */
  setUsage: (script: UsageScript) => void;
  close: () => Promise<void>;
};

const ANSWER_TEXT = "ok";
/** What the fake's compaction item holds: opaque, as OpenAI's encrypted summary is to the client. */
export const COMPACTION_CONTENT = "conformance-lab-encrypted-compaction";

/** Codex may gzip its body, and a body that is not JSON is kept as its text. */
async function readCodexBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  let bytes = Buffer.concat(chunks);
  if (request.headers["content-encoding"] === "gzip") bytes = gunzipSync(bytes);
  const text = bytes.toString("utf8");
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sse(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

/** A Responses API usage object. */
function usageObject(usage: ReportedUsage) {
  return {
    input_tokens: usage.input,
    input_tokens_details: { cached_tokens: usage.cached },
    output_tokens: usage.output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: usage.input + usage.output,
  };
}

const assistantMessage = (id: string, text: string) => ({
  type: "message",
  role: "assistant",
  id: `msg_${id}`,
  content: [{ type: "output_text", text, annotations: [] }],
});

/** The opaque item a remote compaction answers with. */
export const compactionItem = (id: string) => ({
  type: "compaction",
  id: `cmp_${id}`,
  encrypted_content: COMPACTION_CONTENT,
});

/** The stream of one answer: one output item, then the completion with its usage. */
export function responseStream(
  id: string,
  item: Record<string, unknown>,
  usage: ReportedUsage,
): string {
  return [
    sse("response.created", { response: { id: `resp_${id}` } }),
    sse("response.output_item.done", { output_index: 0, item }),
    sse("response.completed", { response: { id: `resp_${id}`, usage: usageObject(usage) } }),
  ].join("");
}

const inputSchema = z.looseObject({ input: z.array(z.looseObject({ role: z.unknown() })) });

/**
 * `/responses/compact`'s answer: the history the client continues from, the request's user
 * messages kept as they were and the rest replaced by one compaction item.
 */
export function compactedHistory(id: string, body: unknown, usage: ReportedUsage) {
  const parsed = inputSchema.safeParse(body);
  const users = parsed.success ? parsed.data.input.filter((item) => item.role === "user") : [];
  return {
    id: `resp_${id}`,
    object: "response.compaction",
    output: [...users, compactionItem(id)],
    usage: usageObject(usage),
  };
}

const SMALL_USAGE: ReportedUsage = { input: 1_000, cached: 0, output: 1 };

/**
 * Starts the fake on 127.0.0.1 (a free port). `usage` says what each answer reports: its
 * argument is the request's kind and the how-manieth main turn request it is (0-based).
 */
export async function startFakeResponsesApi(
  usage: UsageScript = () => SMALL_USAGE,
): Promise<FakeResponsesApi> {
  const requests: RecordedCodexRequest[] = [];
  const started = Date.now();
  let script = usage;
  let turns = 0;
  let answered = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await readCodexBody(request);
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const kind = classifyCodexRequest(request.method ?? "GET", path, body);
      requests.push({
        method: request.method ?? "GET",
        path,
        kind,
        body,
        atMs: Date.now() - started,
      });
      if (kind === "models") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ models: [], data: [], object: "list" }));
        return;
      }
      if (request.method === "GET" && path.endsWith("/responses")) {
        response.writeHead(426, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ error: { message: "The fake speaks HTTP, not websockets." } }),
        );
        return;
      }
      if (kind === "other") {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: `The fake has no ${path}.` } }));
        return;
      }
      const reported = script(kind, kind === "turn" ? turns : -1);
      if (kind === "turn") turns++;
      const id = String(++answered);
      if (kind === "remote-compaction" && path.endsWith("/responses/compact")) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(compactedHistory(id, body, reported)));
        return;
      }
      const item =
        kind === "remote-compaction"
          ? compactionItem(id)
          : assistantMessage(id, kind === "turn" ? ANSWER_TEXT : SUMMARY_TEXT);
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      response.end(responseStream(id, item, reported));
    })();
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    baseUrl: `${origin}/v1`,
    requests,
    setUsage: (next) => {
      script = next;
    },
    close,
  };
}
