import { describe, expect, it } from "vitest";
import { wordsOf } from "../text-match";
import { carriesCommand, commandWords } from "./command-words";

describe("commandWords", () => {
  it.each<[string, string, string[]]>([
    ["a plain command", "npm test", ["npm", "test"]],
    [
      "the part after a cd, redirections and pipes left out",
      "cd /r && npx vitest run lib/a.test.ts 2>&1 | tail -20",
      ["npx", "vitest", "run", "lib", "a", "test"],
    ],
    [
      "an export and a variable set the scene",
      "export CI=1; FOO=bar; make build > out.log",
      ["make", "build"],
    ],
    ["only a cd: the cd itself", "cd /r/app", ["cd", "r", "app"]],
  ])("%s", (_name, command, expected) => {
    expect(commandWords(command)).toEqual(expected);
  });
});

describe("carriesCommand", () => {
  it.each<[string, string, string, boolean]>([
    ["the command quoted", "Next: run `npm test` again", "cd /r && npm test 2>&1", true],
    [
      "a long word with a typo",
      "ran npx vitset run lib/a.test.ts",
      "npx vitest run lib/a.test.ts",
      true,
    ],
    ["the words out of order", "the test npm script", "npm test", false],
    ["only what it did", "ran the tests", "npx vitest run lib/a.test.ts", false],
  ])("%s", (_name, summary, command, carried) => {
    expect(carriesCommand(wordsOf(summary), command)).toBe(carried);
  });
});
