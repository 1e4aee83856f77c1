import { describe, expect, it } from "vitest";
import { createLineSplitter, decodeLine } from "./line-splitter";

const encode = (text: string) => new TextEncoder().encode(text);

function split(chunks: Uint8Array[]): string[] {
  const splitter = createLineSplitter();
  const lines: string[] = [];
  for (const chunk of chunks) splitter.push(chunk, (line) => lines.push(decodeLine(line)));
  splitter.end((line) => lines.push(decodeLine(line)));
  return lines;
}

describe("createLineSplitter", () => {
  it.each([
    ["a final newline does not start a line", ["a\nb\n"], ["a", "b"]],
    ["a last line without newline is kept", ["a\nb"], ["a", "b"]],
    ["a line split across chunks is joined", ['{"ty', 'pe":1}\n{', "}\n"], ['{"type":1}', "{}"]],
    ["empty lines are lines", ["\n\nx\n"], ["", "", "x"]],
    ["CRLF loses its \\r", ["a\r\nb\r\n"], ["a", "b"]],
    ["an empty body has no lines", [""], []],
  ])("%s", (_rule, chunks, expected) => {
    expect(split(chunks.map(encode))).toEqual(expected);
  });

  it("strips a BOM on line 1 only", () => {
    expect(split([encode("\uFEFFa\n\uFEFFb\n")])).toEqual(["a", "\uFEFFb"]);
  });

  it("decodes invalid UTF-8 to U+FFFD as TextDecoder does", () => {
    expect(split([new Uint8Array([0x61, 0xff, 0x62, 0x0a])])).toEqual(["a\uFFFDb"]);
  });

  it("joins a multi-byte character split across chunks", () => {
    const bytes = encode("é\n");
    expect(split([bytes.subarray(0, 1), bytes.subarray(1)])).toEqual(["é"]);
  });

  it("does not keep a reference to the caller's Buffer either (Buffer#slice is a view)", () => {
    const splitter = createLineSplitter();
    const lines: string[] = [];
    const buffer = Buffer.from("abc");
    splitter.push(buffer, (l) => lines.push(decodeLine(l)));
    buffer.fill(0x7a);
    splitter.end((l) => lines.push(decodeLine(l)));
    expect(lines).toEqual(["abc"]);
  });

  it("does not keep a reference to the caller's buffer", () => {
    const splitter = createLineSplitter();
    const lines: string[] = [];
    const buffer = encode("abc");
    splitter.push(buffer, (l) => lines.push(decodeLine(l)));
    buffer.fill(0x7a);
    splitter.end((l) => lines.push(decodeLine(l)));
    expect(lines).toEqual(["abc"]);
  });
});
