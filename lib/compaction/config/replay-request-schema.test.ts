import { describe, expect, it } from "vitest";
import { replayRequestSchema } from "./replay-request-schema";

const issues = (body: unknown) => {
  const result = replayRequestSchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("replayRequestSchema", () => {
  it.each([
    ["an empty body", {}],
    [
      "auto with overrides",
      { profile: "auto", overrides: { autocompactPctOverride: 80, disableMicrocompact: true } },
    ],
    ["a shipped profile", { profile: "cc-1.0-literal", overrides: { contextWindow: 180_000 } }],
    [
      "a requested partial compaction",
      { overrides: { manualCompactions: [{ atCall: 10, direction: "up_to", pivotCall: 4 }] } },
    ],
  ])("accepts %s", (_name, body) => {
    expect(issues(body)).toEqual([]);
  });

  it.each([
    [
      "an unknown constant, by name",
      { overrides: { autocompactBuffer: 1 } },
      [{ path: "overrides", message: 'Unrecognized key: "autocompactBuffer"' }],
    ],
    [
      "a wrong type, with the constant's path",
      { overrides: { autocompactBufferTokens: "13000" } },
      [
        {
          path: "overrides.autocompactBufferTokens",
          message: "Invalid input: expected number, received string",
        },
      ],
    ],
    [
      "a PCT override outside 1 to 100",
      { overrides: { autocompactPctOverride: 0 } },
      [
        {
          path: "overrides.autocompactPctOverride",
          message: "at least 1: a percentage of the available window",
        },
      ],
    ],
  ])("rejects %s", (_name, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });

  it("rejects an unknown profile and lists the known ones", () => {
    const [issue] = issues({ profile: "cc-3.0" });
    expect(issue?.path).toBe("profile");
    expect(issue?.message).toContain('"cc-2.1"');
  });
});
