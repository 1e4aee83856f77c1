import { describe, expect, it } from "vitest";
import { containsPhrase, trigramOverlap, trigramSet, wordsOf } from "./text-match";

describe("text-match", () => {
  it.each([
    ["Fix the BUILD, now!", ["fix", "the", "build", "now"]],
    ["幫我重構", ["幫", "我", "重", "構"]],
    ["run npm_test2 then", ["run", "npm_test2", "then"]],
  ])("splits %j into words", (text, words) => {
    expect(wordsOf(text)).toEqual(words);
  });

  it.each([
    ["verbatim", "please fix the login bug now", "Please fix the login bug now.", 1],
    [
      "one word changed at the end",
      "please fix the login bug now",
      "Please fix the login bug today",
      0.75,
    ],
    ["paraphrased", "please fix the login bug now", "The user wants the login repaired", 0],
    ["too short for a trigram", "fix it", "fix it", 0],
  ])("trigram overlap of a %s quote", (_case, needle, haystack, share) => {
    expect(trigramOverlap(needle, trigramSet(haystack))).toBe(share);
  });

  it.each([
    ["fix the build", "- FIX the build.", true],
    ["fix the build", "prefix the builder", false],
    ["", "anything", false],
  ])("phrase %j in %j: %s", (phrase, text, found) => {
    expect(containsPhrase(text, phrase)).toBe(found);
  });
});
