import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
  type FakeMessagesApiOptions,
} from "@/lib/llm/testing/fake-messages-api";
import { uploadThroughRoute } from "./upload-through-route";

/** A route handler's second argument, as Next passes it. */
export const routeContext = <T extends Record<string, string>>(params: T) => ({
  params: Promise.resolve(params),
});

/**
 * The fake Messages API, with the app's environment pointing at it (a key set), for the
 * summaries routes' Anthropic provider. The caller restores `process.env` and closes it.
 */
export async function startFakeAnthropic(
  options: FakeMessagesApiOptions,
): Promise<FakeMessagesApi> {
  const api = await startFakeMessagesApi(options);
  process.env.ANTHROPIC_API_KEY = "test-key";
  process.env.ANTHROPIC_BASE_URL = api.url;
  return api;
}

/**
 * Uploads a generated 2.1 session large enough to compact (the e2e's seed), or `text` made
 * from it, through the routes and answers its id and its first recorded compaction point.
 */
export async function uploadCompactingSession(
  text = makeTranscriptText(4, 3_500_000),
): Promise<{ id: string; point: string }> {
  const compactions = await import("../transcripts/[id]/compactions/route");
  const id = await uploadThroughRoute(text, "g.jsonl");
  const answer = await compactions.GET(
    new Request(`http://test/api/transcripts/${id}/compactions`),
    routeContext({ id }),
  );
  const points = (await answer.json()).points as { point: string }[];
  const point = points.find((p) => p.point.startsWith("recorded-"))?.point;
  if (point === undefined) throw new Error("the generated session has no recorded compaction");
  return { id, point };
}
