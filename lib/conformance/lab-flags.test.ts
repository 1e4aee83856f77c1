import { describe, expect, it } from "vitest";
import { readLabFlags } from "./lab-flags";

describe("readLabFlags", () => {
  it.each([
    [["--quick"], { quick: true }],
    [["--write", "--models", "a,b"], { write: true, models: "a,b" }],
    [["--harness", "codex", "--versions", "0.1.0"], { versions: "0.1.0" }],
    [["--models"], { models: "" }],
  ])("reads %j", (argv, words) => {
    expect(readLabFlags(argv, ["models", "versions"], "for x")).toEqual(words);
  });

  it("names a word it does not know, then the usage", () => {
    expect(() => readLabFlags(["--config", "k"], ["models"], "for --harness x: use ...")).toThrow(
      "Unknown argument --config for --harness x: use ...",
    );
  });
});
