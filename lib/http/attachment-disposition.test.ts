import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./attachment-disposition";

describe("attachmentDisposition", () => {
  it.each<[string, string]>([
    ["sweep-aftermath-cm1x2y3", 'attachment; filename="sweep-aftermath-cm1x2y3.csv"'],
    ['a"; filename=evil.exe', 'attachment; filename="a___filename_evil.exe.csv"'],
    ["a\r\nSet-Cookie: x=1", 'attachment; filename="a__Set-Cookie__x_1.csv"'],
    ["../../etc/passwd", 'attachment; filename=".._.._etc_passwd.csv"'],
    ["", 'attachment; filename="download.csv"'],
    ["é😀", 'attachment; filename="___.csv"'],
  ])("keeps %j inside its quotes", (stem, expected) => {
    expect(attachmentDisposition(stem, "csv")).toBe(expected);
  });

  it("cuts a long stem to 100 characters", () => {
    expect(attachmentDisposition("x".repeat(500), "json")).toBe(
      `attachment; filename="${"x".repeat(100)}.json"`,
    );
  });
});
