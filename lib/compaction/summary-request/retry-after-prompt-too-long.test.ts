import { describe, expect, it } from "vitest";
import { PTL_RETRY_MARKER } from "../mechanisms/ptl-retry/config";
import { deepFreeze } from "../testing/deep-freeze";
import { retryAfterPromptTooLong } from "./retry-after-prompt-too-long";
import type { SummaryMessage, SummaryRequest } from "./summary-request-types";

const text = (role: "user" | "assistant", chars: number, tag: string): SummaryMessage => ({
  role,
  content: `${tag}:${"x".repeat(chars)}`,
});

/** user, then three rounds (assistant + tool results) of 4,000 characters each, then the prompt. */
function makeRequest(): SummaryRequest {
  return {
    model: "m",
    system: "s",
    max_tokens: 100,
    messages: [
      text("user", 400, "ask"),
      text("assistant", 4_000, "a1"),
      text("user", 4_000, "r1"),
      text("assistant", 4_000, "a2"),
      text("user", 4_000, "r2"),
      text("assistant", 4_000, "a3"),
      text("user", 100, "PROMPT"),
    ],
  };
}

const tags = (request: SummaryRequest | null) =>
  request?.messages.map((m) => (typeof m.content === "string" ? m.content.split(":")[0] : "?"));

describe("retryAfterPromptTooLong", () => {
  it.each([
    [
      "a gap the first group covers drops only it",
      50,
      [
        "[earlier conversation truncated for compaction retry]",
        "a1",
        "r1",
        "a2",
        "r2",
        "a3",
        "PROMPT",
      ],
    ],
    [
      "a gap of two rounds drops the user group and the first round",
      1_200,
      [PTL_RETRY_MARKER, "a2", "r2", "a3", "PROMPT"],
    ],
    [
      "an unknown gap drops 20% of the groups (at least one)",
      null,
      [PTL_RETRY_MARKER, "a1", "r1", "a2", "r2", "a3", "PROMPT"],
    ],
  ])("%s, keeping the prompt last", (_name, gap, expected) => {
    const result = tags(retryAfterPromptTooLong(makeRequest(), gap));
    expect(result?.map((t) => (t?.startsWith("[earlier") ? PTL_RETRY_MARKER : t))).toEqual(
      expected,
    );
  });

  it("answers null when nothing but the prompt would be left", () => {
    expect(retryAfterPromptTooLong(makeRequest(), 1_000_000)).toBeNull();
  });

  it("strips its own marker before a second retry, so the retry makes progress", () => {
    const once = retryAfterPromptTooLong(makeRequest(), 50);
    const twice = retryAfterPromptTooLong(once!, 50);
    expect(tags(twice)?.slice(1)).toEqual(["a2", "r2", "a3", "PROMPT"]);
    expect(twice?.messages.filter((m) => m.content === PTL_RETRY_MARKER)).toHaveLength(1);
  });

  it("does not mutate its input and keeps every other field", () => {
    const request = deepFreeze(makeRequest());
    const result = retryAfterPromptTooLong(request, 1_200);
    expect(result).toMatchObject({ model: "m", system: "s", max_tokens: 100 });
    expect(request.messages).toHaveLength(7);
  });
});
