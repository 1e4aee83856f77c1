import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summaryVariantSchema } from "@/lib/contracts/summary-variant";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import type { FakeMessagesApi } from "@/lib/llm/testing/fake-messages-api";
import {
  routeContext,
  startFakeAnthropic,
  uploadCompactingSession,
} from "@/app/api/_testing/summaries-setup";

// A model that ignores max_tokens, through the summaries routes as Next calls them (the real
// request builder, Anthropic SDK and metrics) against the fake Messages API's flood.
const database = createRouteDatabase("summaries-bound");
const savedEnv = { ...process.env };

let api: FakeMessagesApi;
let routes: typeof import("./route");
let idle: () => Promise<void>;
let id = "";
let point = "";

const url = () => `http://test/api/transcripts/${id}/compactions/${point}/summaries`;
const context = () => routeContext({ id, point });

async function createAnthropicVariant(): Promise<string> {
  const response = await routes.POST(
    new Request(url(), {
      method: "POST",
      body: JSON.stringify({ provider: "anthropic" }),
      headers: { "content-type": "application/json" },
    }),
    context(),
  );
  expect(response.status).toBe(201);
  const { variant } = (await response.json()) as { variant: { id: string } };
  await idle();
  return variant.id;
}

/** The point's summaries as GET answers them, with the size of the answer. */
async function list() {
  const text = await (await routes.GET(new Request(url()), context())).text();
  const variants = summaryVariantSchema.array().parse(JSON.parse(text).variants);
  return { bytes: Buffer.byteLength(text), variants };
}

beforeAll(async () => {
  api = await startFakeAnthropic({});
  await database.setUp();
  routes = await import("./route");
  idle = (await import("@/lib/server")).jobsIdle;
  ({ id, point } = await uploadCompactingSession());
}, 120_000);
afterAll(async () => {
  await idle?.();
  await api?.close();
  process.env = savedEnv;
  await database.tearDown();
});

/**
 * A model that streamed 50 MB past max_tokens had its summary stored as done: its metrics
 * crashed, its what-if replay was refused and every GET of the point's summaries was 52 MB.
 */
describe("a summary past the request's max_tokens", () => {
  it.each([
    [
      "a stream that never stops is cut at the byte bound",
      { text: "<summary>", flood: { text: "the model ignores max_tokens. ".repeat(100) } },
      /sent more than 256,000 bytes .*past the request's max_tokens of 32,000: cut at/,
      "client-closed",
    ],
    [
      "a stream that reports more output tokens than max_tokens fails at its end",
      { text: "<summary>A short summary.</summary>", usage: { output_tokens: 40_000 } },
      /reported 40,000 output tokens, past the request's max_tokens of 32,000/,
      "completed",
    ],
  ])(
    "%s: the variant fails with the reason, nothing stored as done",
    async (_name, answer, reason, end) => {
      api.requests.length = 0;
      api.script(answer);
      const started = performance.now();
      const variantId = await createAnthropicVariant();
      const seconds = (performance.now() - started) / 1000;
      const { bytes, variants } = await list();
      const variant = variants.find((v) => v.id === variantId);
      const sent = api.requests.find((r) => r.path === "/v1/messages");
      console.log(
        `${_name}: ${variant?.status} in ${seconds.toFixed(1)} s, text ${variant?.text.length} chars, ` +
          `GET ${bytes} bytes; ${variant?.failure?.message}`,
      );
      expect((sent?.body as { max_tokens?: number }).max_tokens).toBe(32_000);
      expect(variant?.status).toBe("failed");
      expect(variant?.failure?.code).toBe("output_too_large");
      expect(variant?.failure?.message).toMatch(reason);
      expect(variant?.metrics).toBeNull();
      expect(variant?.text.length).toBeLessThanOrEqual(256_000);
      expect(bytes).toBeLessThan(1_000_000);
      expect(await api.ended(sent!)).toBe(end);
    },
  );
});
