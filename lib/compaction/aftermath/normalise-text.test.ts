import { describe, expect, it } from "vitest";
import { jaccard, normaliseCommand, normaliseErrorText, wordSet } from "./normalise-text";
import { SIMILAR_FROM } from "./questions-repeated";

describe("normaliseErrorText", () => {
  it.each([
    ["Error: /a/b.ts:12:4 expected 3 got 0x1f", "error: <path> expected # got <hex>"],
    ["FAIL  src\\login.test.ts  (1.2 s)", "fail <path> (# s)"],
    ["commit 3f2a9c1d not found", "commit <hex> not found"],
    ["Exit code 1\nModuleNotFoundError: torch", "modulenotfounderror: torch"],
    ["Exit code 137", ""],
  ])("%s", (text, expected) => expect(normaliseErrorText(text)).toBe(expected));

  it("keeps the head of a long trace", () => {
    expect(normaliseErrorText("e ".repeat(1_000))).toHaveLength(300);
  });
});

it("normaliseCommand makes spacing one", () => {
  expect(normaliseCommand("  npm   test \n")).toBe("npm test");
});

/**
 * The generated cases SIMILAR_FROM is chosen on: a request said again (other words, same ask)
 * and a neighbour (another ask about the same files, as a session's next request often is).
 */
const REPEATS: [string, string][] = [
  [
    "Please fix the failing login test in auth module",
    "can you fix the login test in the auth module, it is still failing",
  ],
  ["rename getUser to fetchUser in every file", "rename getUser to fetchUser in all the files"],
  ["why does the build fail on the parser tests", "the build still fails on the parser tests, why"],
  ["add a dark mode toggle to the settings page", "add the dark mode toggle on settings page"],
];
const NEIGHBOURS: [string, string][] = [
  ["fix the failing login test in auth module", "add a logout button to the auth module header"],
  ["rename getUser to fetchUser in every file", "write a test for fetchUser with an empty id"],
  ["why does the build fail on the parser tests", "make the parser tests run faster"],
  ["add a dark mode toggle to the settings page", "the settings page title is wrong, fix it"],
];

describe("the similarity threshold", () => {
  it.each(REPEATS)("a repeat scores at least the threshold: %s / %s", (a, b) => {
    expect(jaccard(wordSet(a), wordSet(b))).toBeGreaterThanOrEqual(SIMILAR_FROM);
  });
  it.each(NEIGHBOURS)("a neighbour scores under it: %s / %s", (a, b) => {
    expect(jaccard(wordSet(a), wordSet(b))).toBeLessThan(SIMILAR_FROM);
  });
});
