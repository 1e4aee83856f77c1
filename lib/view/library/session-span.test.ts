import { describe, expect, it } from "vitest";
import { describeSessionSpan, formatDuration } from "./session-span";

describe("formatDuration", () => {
  it.each([
    [0, "under 1 s"],
    [999, "under 1 s"],
    [-5, "under 1 s"],
    [Number.NaN, "under 1 s"],
    [45_000, "45 s"],
    [60_000, "1 min"],
    [12 * 60_000 + 59_000, "12 min"],
    [2 * 3_600_000, "2 h"],
    [8_760_000, "2 h 26 min"],
    [4 * 86_400_000 + 22 * 3_600_000 + 5 * 60_000, "4 d 22 h"],
    [3 * 86_400_000, "3 d"],
  ])("says %d ms as %j", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe("describeSessionSpan", () => {
  it.each([
    ["no timestamps", { startedAt: null, endedAt: null, lastActivityAt: null }],
    [
      "only a start (a row half written)",
      { startedAt: "2026-03-04T18:00:00.000Z", endedAt: null, lastActivityAt: null },
    ],
  ])("says a session with %s has no timestamps", (_case, times) => {
    expect(describeSessionSpan(times)).toMatchObject({ isDated: false, text: "no timestamps" });
  });

  it("gives start, duration and the ISO times for the title", () => {
    expect(
      describeSessionSpan({
        startedAt: "2026-03-04T18:36:56.080Z",
        endedAt: "2026-03-04T19:01:54.494Z",
        lastActivityAt: "2026-03-04T19:01:54.494Z",
      }),
    ).toEqual({
      isDated: true,
      startedAt: "2026-03-04T18:36:56.080Z",
      lastActivityAt: "2026-03-04T19:01:54.494Z",
      duration: "24 min",
      title: "Started 2026-03-04T18:36:56.080Z\nEnded 2026-03-04T19:01:54.494Z",
    });
  });

  it("names a last activity later than the end (a followed file that grew)", () => {
    const span = describeSessionSpan({
      startedAt: "2026-03-04T18:00:00.000Z",
      endedAt: "2026-03-04T19:00:00.000Z",
      lastActivityAt: "2026-03-04T19:30:00.000Z",
    });
    expect(span).toMatchObject({ lastActivityAt: "2026-03-04T19:30:00.000Z", duration: "1 h" });
    expect(span.title).toContain("Last activity 2026-03-04T19:30:00.000Z");
  });

  it("takes the end as last activity on rows without one", () => {
    const span = describeSessionSpan({
      startedAt: "2026-03-04T18:00:00.000Z",
      endedAt: "2026-03-04T19:00:00.000Z",
      lastActivityAt: null,
    });
    expect(span).toMatchObject({ lastActivityAt: "2026-03-04T19:00:00.000Z" });
  });
});
