import { describe, expect, it } from "vitest";
import { citeSources, plainText, surround } from "./linked-text";
import { documentsOfSeeds, sourceById, SOURCES, sourceHref } from "./source-catalogue";

describe("the source catalogue", () => {
  it("holds the five seed documents, once each, and unique anchors", () => {
    expect(SOURCES.flatMap((source) => source.seed ?? [])).toEqual([
      "000",
      "001",
      "002",
      "003",
      "004",
    ]);
    expect(new Set(SOURCES.map((source) => source.id)).size).toBe(SOURCES.length);
    for (const source of SOURCES) expect(source.id).toMatch(/^[a-z0-9-]+$/);
  });

  it("cites every source in words a user knows, never the project's shorthand", () => {
    for (const source of SOURCES) {
      const words = [source.title, source.cite, source.what, source.versions, source.covers];
      expect(words.join(" "), source.id).not.toMatch(/seed|§|SPEC|FORMAT|conformance lab/i);
    }
  });

  it.each([
    [["003"], ["003"]],
    [
      ["002", "004"],
      ["002", "004"],
    ],
    [["000–004"], ["000", "001", "002", "003", "004"]],
    [["001-004"], ["001", "002", "003", "004"]],
    [["009"], []],
    [[], []],
  ])("finds the documents of seeds %j", (seeds, expected) => {
    expect(documentsOfSeeds(seeds).map((document) => document.seed)).toEqual(expected);
  });

  it("links a source to its anchor and refuses an unknown id", () => {
    expect(sourceHref("conformance-measurements")).toBe("/sources#conformance-measurements");
    expect(sourceById("conformance-measurements").kind).toBe("measurement");
    expect(() => sourceById("nope")).toThrow(/no source nope/);
  });
});

describe("citeSources", () => {
  const [a, b, c] = documentsOfSeeds(["000", "002", "004"]);
  it.each([
    [[], ""],
    [[a!], "Claude Code 2.1.17's own prompts and logic"],
    [
      [a!, b!, c!],
      "Claude Code 2.1.17's own prompts and logic; reverse-engineered notes on Claude Code 1.0.x; reverse-engineered notes on Claude Code 2.1.7",
    ],
  ])("cites %# sources as one phrase, each a link", (sources, text) => {
    const cited = citeSources(sources);
    expect(plainText(cited)).toBe(text);
    expect(cited.filter((piece) => piece.href)).toHaveLength(sources.length);
  });

  it("surrounds a phrase without touching it", () => {
    const cited = Object.freeze(citeSources([a!]));
    expect(plainText(surround("(from ", cited, ")"))).toBe(
      "(from Claude Code 2.1.17's own prompts and logic)",
    );
    expect(cited).toHaveLength(1);
  });
});
