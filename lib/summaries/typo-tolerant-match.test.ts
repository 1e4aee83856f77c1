import { describe, expect, it } from "vitest";
import { wordsOf } from "./text-match";
import { editDistance, isSameWordOrTypo, occursWithTypos } from "./typo-tolerant-match";

describe("editDistance", () => {
  it.each<[string, string, number]>([
    ["review", "review", 0],
    ["reivew", "review", 1],
    ["clicleable", "clickable", 2],
    ["kitten", "sitting", 3],
    ["", "abc", 3],
    ["abc", "", 3],
  ])("%s to %s: %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("isSameWordOrTypo", () => {
  it.each<[string, string, string, boolean]>([
    ["a swapped pair in a 6-letter word", "reivew", "review", true],
    ["a typo and a stray letter in a 10-letter word", "clicleable", "clickable", true],
    ["one letter off in a 4-letter word is another word", "cast", "cost", false],
    ["two letters off in a 9-letter word", "clickable", "clockabie", false],
    ["a changed version number", "v2", "v3", false],
    ["a changed digit in a long word", "release2024", "release2025", false],
    ["the same word", "round", "round", true],
    ["another word of the same length", "round", "ceils", false],
  ])("%s", (_case, a, b, same) => {
    expect(isSameWordOrTypo(a, b)).toBe(same);
  });
});

describe("occursWithTypos", () => {
  const user = wordsOf("ok now make the buttons clicleable and please reivew these files");
  it.each<[string, string, boolean]>([
    ["the user's words with the spelling mended", "make the buttons clickable", true],
    ["a swap mended", "please review these files", true],
    ["words the user never wrote", "make the buttons bigger", false],
    ["the user's words in another order", "buttons the make clickable", false],
    [
      "a longer quote than the text",
      "ok now make the buttons clickable and review all files",
      false,
    ],
    ["no words", "...", false],
  ])("%s", (_case, quote, occurs) => {
    expect(occursWithTypos(quote, user)).toBe(occurs);
  });
});
