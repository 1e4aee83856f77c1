import { describe, expect, it } from "vitest";
import { boundedUserMatcher } from "./bounded-matcher";
import { hasNestedQuantifier } from "./nested-quantifier";
import { createRedactor } from "./redactor";
import { checkUserPattern, userPatternsSchema } from "./user-patterns";

describe("checkUserPattern", () => {
  it.each([
    ["ACME-[0-9]{8}", null],
    ["internal\\.corp\\.example", null],
    ["(?:prod|stage)-db-[a-z]+", null],
    ["(a+", "is not a valid regular expression"],
    ["(a+)+$", "repeats a group that repeats itself"],
    ["(\\w*)*x", "repeats a group that repeats itself"],
    ["((ab)+c)+", "repeats a group that repeats itself"],
    ["(x{2,})+", "repeats a group that repeats itself"],
    ["(a)\\1", "uses a backreference"],
    ["(?<=key=)\\w+", "uses a lookbehind"],
    ["a*", "matches the empty string"],
  ])("%s: %s", (pattern, reason) => {
    const answer = checkUserPattern(pattern);
    if (reason === null) expect(answer).toBeNull();
    else expect(answer).toContain(reason);
  });

  it.each([
    ["[(a+)+]", false],
    ["\\(a+\\)+", false],
    ["(ab)+", false],
    ["(a|b+)*", true],
  ])("hasNestedQuantifier(%s) is %s", (pattern, nested) => {
    expect(hasNestedQuantifier(pattern)).toBe(nested);
  });

  it("answers every bad pattern of a list with its index and a sentence", () => {
    const parsed = userPatternsSchema.safeParse(["ok-[0-9]+", "(a+)+"]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: [1], message: expect.stringContaining('"(a+)+" repeats') }),
    ]);
  });
});

describe("boundedUserMatcher", () => {
  it("redacts what the user's patterns match as custom, beside the built-in kinds", () => {
    const redactor = createRedactor({ matchUser: boundedUserMatcher(["ACME-[0-9]{8}"]) });
    expect(redactor.redactStrings(["badge ACME-12345678 ok", "none here"])).toEqual([
      "badge [REDACTED:custom#1] ok",
      "none here",
    ]);
  });

  it("cuts off a pattern that backtracks catastrophically and names it, without a hang", () => {
    // A pattern the static checks let through (alternation that overlaps) still cannot hang.
    const slow =
      "(?:a|aa)(?:a|aa)(?:a|aa)(?:a|aa)(?:a|aa)(?:a|aa)(?:a|aa)(?:a|aa)(?:a|aa)(?:a|aa)(?:a|a)*b";
    const started = performance.now();
    const matched = boundedUserMatcher([slow, "needle"], 50)(["a".repeat(5000) + " needle"]);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(matched.timedOut).toEqual([slow]);
    expect(matched.spans[0]).toEqual([{ kind: "custom", start: 5001, end: 5007 }]);
  });
});
