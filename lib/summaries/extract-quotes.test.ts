import { describe, expect, it } from "vitest";
import { extractQuotes } from "./extract-quotes";

describe("extractQuotes", () => {
  it.each<[string, string, string[]]>([
    ["code spans", "ran `npm test` and `npx tsc`", ["code:npm test", "code:npx tsc"]],
    [
      "straight, curly and corner quotes",
      'said "keep it short", “no mocks” and 「先不要」',
      ["quote:keep it short", "quote:no mocks", "quote:先不要"],
    ],
    [
      "paths with a directory, outside code and quotes",
      "edited src/app.ts and /home/u/a.py (not app.ts)",
      ["path:src/app.ts", "path:/home/u/a.py"],
    ],
    ["each text once", "`a.ts/b.ts` and `a.ts/b.ts`", ["code:a.ts/b.ts"]],
    ["nothing under 3 characters", 'ran `ls` and said "ok"', []],
    ["nothing inside a code fence", '```\nconst x = "inside";\n```', []],
    ["no URL as a path", "see https://example.com/docs/page.html", []],
  ])("finds %s", (_case, summary, quotes) => {
    expect(extractQuotes(summary).map((q) => `${q.kind}:${q.text}`)).toEqual(quotes);
  });
});
