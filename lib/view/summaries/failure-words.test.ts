import { describe, expect, it } from "vitest";
import { describeFailure } from "./failure-words";

describe("describeFailure", () => {
  it.each<[string, { code: string; message: string }, RegExp]>([
    [
      "says how to set the key when none is set",
      { code: "not_configured", message: "" },
      /set ANTHROPIC_API_KEY/,
    ],
    ["names 401", { code: "unauthorized", message: "" }, /401/],
    ["names 403", { code: "forbidden", message: "" }, /403/],
    [
      "keeps the retry-after of a 429",
      { code: "rate_limited", message: "retry after 30 s" },
      /429.*\(retry after 30 s\)/,
    ],
    ["names 529 overloaded", { code: "overloaded", message: "" }, /overloaded \(529\)/],
    ["names server errors", { code: "server_error", message: "" }, /server error/],
    ["names timeouts", { code: "timeout", message: "" }, /too long/],
    [
      "names prompt too long",
      { code: "prompt_too_long", message: "" },
      /longer than the model's window/,
    ],
    [
      "says an interrupted one was never finished",
      { code: "interrupted", message: "" },
      /never finished/,
    ],
    [
      "shows an unknown code's own message",
      { code: "weird", message: "Something odd" },
      /^Something odd$/,
    ],
    ["never shows an empty sentence", { code: "weird", message: "" }, /Failed \(weird\)/],
  ])("%s", (_rule, failure, expected) => {
    expect(describeFailure(failure)).toMatch(expected);
  });
});
