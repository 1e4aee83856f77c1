import { describe, expect, it } from "vitest";
import { codexConfig } from "./drive-codex";

const baseUrl = "http://127.0.0.1:4000/v1";

describe("codexConfig", () => {
  it.each([
    {
      provider: undefined,
      has: [
        'model_provider = "conformance-fake"',
        `base_url = "${baseUrl}"`,
        'wire_api = "responses"',
      ],
      lacks: ["openai_base_url"],
    },
    {
      provider: "openai" as const,
      // 0.169 reads the key; older releases read OPENAI_BASE_URL, which the session sets.
      has: ['model_provider = "openai"', `openai_base_url = "${baseUrl}"`],
      // No provider table: the built-in provider as the release ships it, key and all.
      lacks: ["[model_providers", "env_key"],
    },
    {
      provider: "openai-chatgpt" as const,
      // The same provider; the sign-in differs (auth.json), not the config.
      has: ['model_provider = "openai"', `openai_base_url = "${baseUrl}"`],
      lacks: ["[model_providers", "env_key"],
    },
  ])("points the $provider provider at the fake", ({ provider, has, lacks }) => {
    const lines = codexConfig({ baseUrl, provider, configLines: ["model_context_window = 1"] });
    for (const line of [...has, "model_context_window = 1"]) expect(lines).toContain(line);
    for (const text of lacks) expect(lines).not.toContain(text);
  });
});
