import { describe, expect, it } from "vitest";
import { parseSse } from "./parse-sse";
import { makeVariant } from "./testing/make-variant";

const variantJson = JSON.stringify(makeVariant({ status: "streaming", text: "" }));

describe("parseSse", () => {
  it.each<[string, string, string[], string[], string]>([
    [
      "reads one text event",
      'event: text\ndata: {"delta":"Hi","outputTokens":1}\n\n',
      ["text"],
      [],
      "",
    ],
    [
      "keeps a frame cut mid-way as the rest",
      'event: text\ndata: {"delta":"Hi","outputTokens":1}\n\nevent: text\ndata: {"del',
      ["text"],
      [],
      'event: text\ndata: {"del',
    ],
    [
      "reads CRLF line ends",
      'event: error\r\ndata: {"code":"timeout","message":"m"}\r\n\r\n',
      ["error"],
      [],
      "",
    ],
    ["skips comments and empty frames", ": ping\n\n\n\n", [], [], ""],
    [
      "reads the variant and done events",
      `event: variant\ndata: ${variantJson}\n\nevent: done\ndata: ${variantJson}\n\n`,
      ["variant", "done"],
      [],
      "",
    ],
    ["names an unknown event", "event: nope\ndata: {}\n\n", [], ['unknown event "nope"'], ""],
    [
      "names data that is not JSON",
      "event: text\ndata: {oops\n\n",
      [],
      ['event "text" is not JSON'],
      "",
    ],
    [
      "names data of another shape",
      'event: text\ndata: {"delta":1}\n\n',
      [],
      ['event "text" has an unexpected shape'],
      "",
    ],
  ])("%s", (_rule, text, names, problems, rest) => {
    const parsed = parseSse(text);
    expect(parsed.events.map((e) => e.event)).toEqual(names);
    expect(parsed.problems).toEqual(problems);
    expect(parsed.rest).toBe(rest);
  });

  it("joins multi-line data with newlines", () => {
    const parsed = parseSse('event: error\ndata: {"code":"x",\ndata: "message":"m"}\n\n');
    expect(parsed.events).toEqual([{ event: "error", data: { code: "x", message: "m" } }]);
  });

  it("is incremental: chunk by chunk gives the same events as the whole", () => {
    const whole = `event: variant\ndata: ${variantJson}\n\nevent: text\ndata: {"delta":"a b","outputTokens":2}\n\n`;
    let rest = "";
    const names: string[] = [];
    for (let i = 0; i < whole.length; i += 7) {
      const parsed = parseSse(rest + whole.slice(i, i + 7));
      rest = parsed.rest;
      names.push(...parsed.events.map((e) => e.event));
    }
    expect(names).toEqual(["variant", "text"]);
  });
});
