import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { z } from "zod";
import { listenOnLoopback, readJsonBody } from "../fake-server";

/**
 * A local fake of the Gemini API as Gemini CLI talks to it with an API key and
 * `GOOGLE_GEMINI_BASE_URL` (gemini-lab-facts.md): `POST /v1beta/models/<model>:
 * streamGenerateContent?alt=sse` answered with one SSE `data:` chunk, `:generateContent` with
 * the same chunk as JSON, `:countTokens` with a small total. Each request is recorded with its
 * kind: a turn of the main agent, a compression request (its system instruction is the
 * compression prompt), or anything else. The script decides each turn's answer: text, or a
 * tool call, and the prompt tokens its `usageMetadata` reports.
 */

export type GeminiRequestKind = "turn" | "compression" | "count-tokens" | "other";

export type RecordedGeminiRequest = {
  path: string;
  model: string | null;
  kind: GeminiRequestKind;
  body: unknown;
};

/** How the fake answers the main agent's turn number `turn` (0-based, across runs). */
export type TurnAnswer = { promptTokens: number; toolCall?: { name: string; args: object } };
export type TurnScript = (turn: number) => TurnAnswer;

export type FakeGeminiApi = {
  baseUrl: string;
  requests: RecordedGeminiRequest[];
  close: () => Promise<void>;
};

/** The compression request's system instruction starts so (chatCompressionService, 0.61.0). */
export const COMPRESSION_PROMPT_START =
  "You are a specialized system component responsible for distilling chat history";
/** How older releases start it (0.16.0, seen by this fake API). */
const OLDER_COMPRESSION_PROMPT_STARTS = [
  "You are the component that summarizes internal chat history into a given structure.",
];
export const SUMMARY_TEXT = "<state_snapshot>\n<overall_goal>lab</overall_goal>\n</state_snapshot>";

const bodySchema = z
  .object({
    systemInstruction: z
      .object({ parts: z.array(z.object({ text: z.string() }).partial()) })
      .partial(),
  })
  .partial()
  .catch({});

/** A request's first system-instruction text, or "". */
export function systemText(body: unknown): string {
  return bodySchema.parse(body).systemInstruction?.parts?.[0]?.text ?? "";
}

export function classifyGeminiRequest(path: string, body: unknown): GeminiRequestKind {
  if (path.endsWith(":countTokens")) return "count-tokens";
  const system = systemText(body);
  if (
    [COMPRESSION_PROMPT_START, ...OLDER_COMPRESSION_PROMPT_STARTS].some((s) => system.startsWith(s))
  )
    return "compression";
  if (path.endsWith(":streamGenerateContent")) return "turn";
  return "other";
}

function answerChunk(parts: object[], promptTokens: number) {
  return {
    candidates: [{ content: { role: "model", parts }, finishReason: "STOP", index: 0 }],
    usageMetadata: {
      promptTokenCount: promptTokens,
      candidatesTokenCount: 1,
      totalTokenCount: promptTokens + 1,
    },
    modelVersion: "fake",
  };
}

/** Starts the fake on 127.0.0.1, a free port. */
export async function startFakeGeminiApi(script: TurnScript): Promise<FakeGeminiApi> {
  const requests: RecordedGeminiRequest[] = [];
  let turns = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await readJsonBody(request);
      const url = request.url ?? "/";
      const path = url.split("?")[0] ?? "/";
      const kind = classifyGeminiRequest(path, body);
      const model = /\/models\/([^:]+):/.exec(path)?.[1] ?? null;
      requests.push({ path, model, kind, body });
      if (kind === "count-tokens") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ totalTokens: 10 }));
        return;
      }
      let chunk = answerChunk([{ text: kind === "compression" ? SUMMARY_TEXT : "ok" }], 100);
      if (kind === "turn") {
        const answer = script(turns++);
        const parts = answer.toolCall ? [{ functionCall: answer.toolCall }] : [{ text: "ok" }];
        chunk = answerChunk(parts, answer.promptTokens);
      }
      if (url.includes("alt=sse")) {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.end(`data: ${JSON.stringify(chunk)}\n\n`);
      } else {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(chunk));
      }
    })();
  });
  const { origin, close } = await listenOnLoopback(server);
  return { baseUrl: origin, requests, close };
}
