import { describe, expect, it } from "vitest";
import { describeAnthropicSetup, getSummarizer } from "./get-summarizer";

const KEY = "sk-ant-secret-value";

describe("getSummarizer", () => {
  it.each([
    ["no key", {}, "Set ANTHROPIC_API_KEY"],
    ["a blank key", { ANTHROPIC_API_KEY: "  " }, "Set ANTHROPIC_API_KEY"],
    [
      "a base URL that is not a URL",
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: "localhost:4100" },
      "ANTHROPIC_BASE_URL must be an http(s) URL",
    ],
    [
      "a base URL of another scheme",
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: "ftp://x.test" },
      "ANTHROPIC_BASE_URL must be an http(s) URL",
    ],
  ])("answers not_configured for anthropic with %s", (_name, env, words) => {
    const result = getSummarizer("anthropic", env);
    expect(result).toMatchObject({
      ok: false,
      failure: { code: "not_configured", message: expect.stringContaining(words) },
    });
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it.each([
    ["anthropic with a key", "anthropic", { ANTHROPIC_API_KEY: KEY }],
    [
      "anthropic with a key and a base URL",
      "anthropic",
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: "http://127.0.0.1:4100" },
    ],
    ["offline without a key", "offline", {}],
  ] as const)("gives a summarizer for %s", (_name, provider, env) => {
    const result = getSummarizer(provider, env);
    expect(result.ok && result.value.provider).toBe(provider);
    expect(JSON.stringify(result)).not.toContain(KEY);
  });
});

describe("describeAnthropicSetup", () => {
  it.each([
    ["nothing set", {}, { configured: false, baseUrl: null }],
    ["a key", { ANTHROPIC_API_KEY: KEY }, { configured: true, baseUrl: null }],
    [
      "a key and the API's own URL",
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: "https://api.anthropic.com/" },
      { configured: true, baseUrl: null },
    ],
    [
      "a key and a fake's URL",
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: "http://127.0.0.1:4100/" },
      { configured: true, baseUrl: "http://127.0.0.1:4100" },
    ],
    [
      "a base URL but no key",
      { ANTHROPIC_BASE_URL: "http://127.0.0.1:4100" },
      { configured: false, baseUrl: null },
    ],
  ])("says only whether a key is set and a non-default base URL (%s)", (_name, env, expected) => {
    const setup = describeAnthropicSetup(env);
    expect(setup).toEqual(expected);
    expect(JSON.stringify(setup)).not.toContain(KEY);
  });
});
