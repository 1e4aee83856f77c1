import { describe, expect, it } from "vitest";
import {
  formatDateTimeUtc,
  formatLocalDateTime,
  formatRelativeTime,
  formatTimeUtc,
} from "./format-date";

const NOW = Date.parse("2025-11-22T12:00:00Z");

describe("formatRelativeTime", () => {
  it.each([
    ["2025-11-22T11:59:30Z", "just now"],
    ["2025-11-22T12:00:20Z", "just now"],
    ["2025-11-22T11:55:00Z", "5 min ago"],
    ["2025-11-22T11:00:30Z", "59 min ago"],
    ["2025-11-22T09:00:00Z", "3 h ago"],
    ["2025-11-10T12:00:00Z", "12 d ago"],
    ["2025-09-01T08:00:00Z", "2025-09-01"],
    ["not a date", "—"],
  ])("describes %s relative to noon as %s", (value, expected) => {
    expect(formatRelativeTime(value, NOW)).toBe(expected);
  });
});

describe("absolute UTC times", () => {
  it("prints a fixed UTC layout so server and browser agree", () => {
    expect(formatDateTimeUtc("2025-11-22T03:04:05.678+02:00")).toBe("2025-11-22 01:04:05 UTC");
    expect(formatTimeUtc("2025-11-22T03:04:05Z")).toBe("03:04:05");
  });

  it.each([[null], [""], ["yesterday"]])("prints a dash for %s", (value) => {
    expect(formatDateTimeUtc(value)).toBe("—");
    expect(formatTimeUtc(value)).toBe("—");
  });
});

describe("formatLocalDateTime", () => {
  it.each([
    ["en-GB", "UTC", "4 Mar 2026, 18:36"],
    ["en-GB", "Asia/Tokyo", "5 Mar 2026, 03:36"],
    ["en-US", "America/New_York", "Mar 4, 2026, 1:36 PM"],
  ])("writes the time in %s, %s", (locale, zone, text) => {
    expect(
      formatLocalDateTime("2026-03-04T18:36:56.080Z", locale, zone).replace(/\u202f/g, " "),
    ).toBe(text);
  });

  it.each([
    ["en-GB", "UTC", "04/03/2026, 18:36"],
    ["en-US", "America/New_York", "3/4/26, 1:36 PM"],
  ])("writes the short form for a narrow column in %s, %s", (locale, zone, text) => {
    expect(
      formatLocalDateTime("2026-03-04T18:36:56.080Z", locale, zone, "short").replace(
        /\u202f/g,
        " ",
      ),
    ).toBe(text);
  });
});
