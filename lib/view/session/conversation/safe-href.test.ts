import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-href";

describe("safeHref", () => {
  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["http://localhost:3000/x", "http://localhost:3000/x"],
    ["mailto:someone@example.com", "mailto:someone@example.com"],
    ["javascript:alert(1)", null],
    ["  JavaScript:alert(1)", null],
    ["java\tscript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["vbscript:msgbox(1)", null],
    ["file:///etc/passwd", null],
    ["/api/transcripts", null],
    ["#top", null],
    ["", null],
  ])("keeps %j as %j", (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});
