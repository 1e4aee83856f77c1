import { afterEach, describe, expect, it } from "vitest";
import { LAB_PROMPT_MARKER, SUMMARY_TEXT } from "./classify-codex-request";
import {
  COMPACTION_CONTENT,
  startFakeResponsesApi,
  type FakeResponsesApi,
} from "./fake-responses-api";

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

  describe("a remote compaction (OpenAI's provider)", () => {
    const history = [
      { type: "message", role: "developer", content: [{ type: "input_text", text: "rules" }] },
      user(`hi ${LAB_PROMPT_MARKER} 1]`),
      { type: "message", role: "assistant", content: [{ type: "output_text", text: "ok" }] },
    ];
    const usage = { input: 4_000, cached: 1_000, output: 50 };

    it("answers /responses/compact with the user messages then one opaque compaction item, and the usage", async () => {
      fake = await startFakeResponsesApi((kind) =>
        kind === "remote-compaction" ? usage : { input: 1, cached: 0, output: 1 },
      );
      const response = await fetch(`${fake.baseUrl}/responses/compact`, {
        method: "POST",
        body: JSON.stringify({ model: "m", input: history, instructions: "" }),
      });
      expect(response.headers.get("content-type")).toBe("application/json");
      const body = (await response.json()) as { output: unknown[]; usage: unknown };
      expect(body.output).toEqual([
        user(`hi ${LAB_PROMPT_MARKER} 1]`),
        { type: "compaction", id: "cmp_1", encrypted_content: COMPACTION_CONTENT },
      ]);
      expect(body.usage).toMatchObject({
        input_tokens: 4_000,
        output_tokens: 50,
        total_tokens: 4_050,
      });
      expect(fake.requests.map((r) => r.kind)).toEqual(["remote-compaction"]);
    });

    it("streams exactly one compaction item for a compaction_trigger request (0.169), then the usage", async () => {
      fake = await startFakeResponsesApi((kind) =>
        kind === "remote-compaction" ? usage : { input: 1, cached: 0, output: 1 },
      );
      const answer = await events(
        await post({ input: [...history, { type: "compaction_trigger" }] }),
      );
      const items = answer.filter((e) => e.type === "response.output_item.done");
      expect(items).toEqual([
        {
          type: "response.output_item.done",
          output_index: 0,
          item: { type: "compaction", id: "cmp_1", encrypted_content: COMPACTION_CONTENT },
        },
      ]);
      expect(answer.at(-1)).toMatchObject({
        type: "response.completed",
        response: { usage: { input_tokens: 4_000, total_tokens: 4_050 } },
      });
    });

    it("refuses a websocket attempt with 426 at once, so the client goes to HTTP", async () => {
      fake = await startFakeResponsesApi();
      const response = await fetch(`${fake.baseUrl}/responses`);
      expect(response.status).toBe(426);
    });
  });
});
