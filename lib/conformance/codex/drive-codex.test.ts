import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codexConfig, prepareCodexSession } from "./drive-codex";

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

  it.each([undefined, "openai" as const])(
    "marks the TUI's working folder trusted (no first-run question) under the %s provider",
    (provider) => {
      const lines = codexConfig({ baseUrl, provider }, "/tmp/lab/work");
      expect(lines).toContain('[projects."/tmp/lab/work"]\ntrust_level = "trusted"');
      expect(codexConfig({ baseUrl, provider })).not.toContain("trust_level");
    },
  );
});

describe("prepareCodexSession", () => {
  // The TUI asks the built-in provider's user to sign in whatever the environment holds
  // (0.74.0 showed its login page); exec takes the key from the environment.
  it.each([
    [true, true],
    [false, false],
  ])(
    "signs the openai provider in with an API key in auth.json for the TUI only (interactive %s)",
    async (interactive, hasLogin) => {
      const { folders } = await prepareCodexSession({
        codex: { version: "0", command: "codex", args: [] },
        baseUrl,
        provider: "openai",
        interactive,
      });
      const auth = path.join(folders.codexHome, "auth.json");
      expect(existsSync(auth)).toBe(hasLogin);
      if (hasLogin) expect(JSON.parse(readFileSync(auth, "utf8"))).toHaveProperty("OPENAI_API_KEY");
      rmSync(folders.root, { recursive: true, force: true });
    },
  );
});
