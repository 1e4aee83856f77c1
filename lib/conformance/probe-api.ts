import type { FakeAnswer, UsageShape } from "../llm/testing/fake-answer";
import { startFakeMessagesApi, type RecordedRequest } from "../llm/testing/fake-messages-api";
import { classifyRequest, type RequestKind } from "./classify-request";

/**
 * The fake Messages API as the lab drives it: every request classified (summary, main, side),
 * main-loop calls answered with the usage the scenario sets (a whole reported context, as
 * `input_tokens` + 1 output token, so message_start and message_delta carry the same output
 * count), summarization requests with a short summary, side calls with a short text.
 */

export type Classified = { kind: RequestKind; request: RecordedRequest };

export type ProbeApi = {
  url: string;
  /** Main-loop answers from now on: the reported context, and optional tool uses (or a function of the request's body). */
  setMainAnswer(answer: MainAnswer | ((body: unknown) => MainAnswer)): void;
  /** Queues main answers used before the standing one (one per main call). */
  queueMain(...answers: MainAnswer[]): void;
  /** Summarization answers from now on (default: a short summary); e.g. a prompt-too-long error. */
  setSummaryAnswer(answer: FakeAnswer | null): void;
  classified(): Classified[];
  close(): Promise<void>;
};

export type MainAnswer = {
  context: number;
  text?: string;
  toolUses?: FakeAnswer["toolUses"];
  error?: FakeAnswer["error"];
};

const CONFORMANCE_SUMMARY =
  "<analysis>Conformance lab.</analysis>\n<summary>1. Primary Request and Intent: the conformance lab's probe turns.</summary>";

function toMainAnswer(answer: MainAnswer, usageShape: UsageShape): FakeAnswer {
  if (answer.error) return { error: answer.error };
  return {
    usageShape,
    text: answer.text ?? (answer.toolUses?.length ? "" : "ok"),
    toolUses: answer.toolUses,
    usage: {
      input_tokens: Math.max(1, answer.context - 1),
      output_tokens: 1,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  };
}

export async function startProbeApi(
  mainModel: string,
  usageShape: UsageShape = "api",
): Promise<ProbeApi> {
  const classified: Classified[] = [];
  let standing: MainAnswer | ((body: unknown) => MainAnswer) = { context: 1_000 };
  const queue: MainAnswer[] = [];
  let summaryAnswer: FakeAnswer | null = null;
  const api = await startFakeMessagesApi({
    countTokens: true,
    fallback: (request) => {
      const kind = classifyRequest(request.body, mainModel);
      classified.push({ kind, request });
      if (kind === "summary")
        return summaryAnswer ?? { text: CONFORMANCE_SUMMARY, usage: { output_tokens: 40 } };
      if (kind === "main")
        return toMainAnswer(
          queue.shift() ?? (typeof standing === "function" ? standing(request.body) : standing),
          usageShape,
        );
      return { text: "Conformance", usage: { input_tokens: 50, output_tokens: 2 } };
    },
  });
  return {
    url: api.url,
    setMainAnswer: (answer) => void (standing = answer),
    queueMain: (...answers) => void queue.push(...answers),
    setSummaryAnswer: (answer) => void (summaryAnswer = answer),
    classified: () => classified,
    close: () => api.close(),
  };
}
