import { describe, expect, it } from "vitest";
import { modelsAnswerSchema } from "./summary-api";

const model = {
  id: "claude-sonnet-4-6",
  label: "Claude Sonnet 4.6",
  contextWindow: 200_000,
  prices: { inputPerMTok: 3, outputPerMTok: 15 },
};

describe("modelsAnswerSchema", () => {
  it.each<[string, unknown, boolean]>([
    [
      "no key: baseUrl null (regression: the form said the list could not be read)",
      { models: [model], defaultModel: model.id, anthropic: { configured: false, baseUrl: null } },
      true,
    ],
    [
      "a key and a base URL",
      { models: [model], anthropic: { configured: true, baseUrl: "http://127.0.0.1:4100" } },
      true,
    ],
    ["no baseUrl at all", { models: [], anthropic: { configured: false } }, true],
    ["configured must be a boolean", { models: [], anthropic: { configured: "yes" } }, false],
    ["a model needs its id", { models: [{ label: "x" }], anthropic: { configured: false } }, false],
  ])("%s", (_rule, answer, ok) => {
    expect(modelsAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});
