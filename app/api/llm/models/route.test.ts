import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE, GET, POST } from "./route";

const KEY = "sk-ant-route-secret";

afterEach(() => vi.unstubAllEnvs());

describe("GET /api/llm/models", () => {
  it.each([
    ["no key", {}, { configured: false, baseUrl: null }],
    [
      "a key and a fake server",
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: "http://127.0.0.1:4100" },
      { configured: true, baseUrl: "http://127.0.0.1:4100" },
    ],
  ])(
    "lists the priced models and the Anthropic setup, never the key (%s)",
    async (_name, env, anthropic) => {
      vi.stubEnv("ANTHROPIC_API_KEY", "");
      vi.stubEnv("ANTHROPIC_BASE_URL", "");
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      const response = await GET();
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(KEY);
      const body = JSON.parse(text);
      expect(body.anthropic).toEqual(anthropic);
      expect(body.models.length).toBeGreaterThan(0);
      expect(body.models[0]).toEqual({
        id: expect.any(String),
        label: expect.any(String),
        contextWindow: 200_000,
        prices: { inputPerMTok: expect.any(Number), outputPerMTok: expect.any(Number) },
      });
      expect(body.models.map((model: { id: string }) => model.id)).toContain(body.defaultModel);
    },
  );

  it.each([
    ["POST", POST],
    ["DELETE", DELETE],
  ])("answers 405 with Allow: GET to %s", async (method, handler) => {
    const response = await handler(new Request("http://test/api/llm/models", { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect((await response.json()).error.code).toBe("method_not_allowed");
  });
});
