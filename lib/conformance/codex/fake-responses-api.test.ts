import { afterEach, describe, expect, it } from "vitest";
import { LAB_PROMPT_MARKER, SUMMARY_TEXT } from "./classify-codex-request";
import { startFakeResponsesApi, type FakeResponsesApi } from "./fake-responses-api";

let fake: FakeResponsesApi | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const user = (text: string) => ({
  type: "message",
  role: "user",
  content: [{ type: "input_text", text }],
});
const post = (body: unknown) =>
  fetch(`${fake?.baseUrl}/responses`, { method: "POST", body: JSON.stringify(body) });

/** The data of each SSE event, in order. */
async function events(response: Response): Promise<Array<Record<string, unknown>>> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((l) => l.startsWith("data: "))
    .map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>);
}

describe("the fake Responses API", () => {
  it("streams created, the message and completed with the usage the script chose for the turn", async () => {
    fake = await startFakeResponsesApi((kind, turn) =>
      kind === "turn"
        ? { input: 244_799 + turn, cached: 1_000, output: 1 }
        : { input: 5, cached: 0, output: 5 },
    );
    const first = await events(await post({ input: [user(`hi ${LAB_PROMPT_MARKER} 1]`)] }));
    expect(first.map((e) => e.type)).toEqual([
      "response.created",
      "response.output_item.done",
      "response.completed",
    ]);
    expect(first[2]).toMatchObject({
      response: {
        usage: {
          input_tokens: 244_799,
          input_tokens_details: { cached_tokens: 1_000 },
          output_tokens: 1,
          total_tokens: 244_800,
        },
      },
    });
    const second = await events(await post({ input: [user(`hi ${LAB_PROMPT_MARKER} 2]`)] }));
    expect(second[2]).toMatchObject({ response: { usage: { total_tokens: 244_801 } } });
  });

  it("answers the client's compaction request with the summary and records every request", async () => {
    fake = await startFakeResponsesApi();
    const answer = await events(await post({ input: [user("Summarise the conversation.")] }));
    expect(answer[1]).toMatchObject({
      item: { role: "assistant", content: [{ type: "output_text", text: SUMMARY_TEXT }] },
    });
    await fetch(`${fake.baseUrl}/models`);
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.kind}`)).toEqual([
      "POST /v1/responses compaction",
      "GET /v1/models models",
    ]);
  });
});
