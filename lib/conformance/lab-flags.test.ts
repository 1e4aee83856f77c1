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

  it("reads a caller's own switches, and no other", () => {
    const argv = ["--interactive", "--skip-windows", "--models", "a"];
    expect(readLabFlags(argv, ["models"], "for x", ["interactive", "skip-windows"])).toEqual({
      interactive: true,
      "skip-windows": true,
      models: "a",
    });
    expect(() => readLabFlags(["--interactive"], ["models"], "for x")).toThrow(
      "Unknown argument --interactive for x",
    );
  });

  it("names a word it does not know, then the usage", () => {
    expect(() => readLabFlags(["--config", "k"], ["models"], "for --harness x: use ...")).toThrow(
      "Unknown argument --config for --harness x: use ...",
    );
  });
});
