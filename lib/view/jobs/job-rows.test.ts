import { describe, expect, it } from "vitest";
import type { JobView } from "../../contracts/jobs";
import { describeRunningJobs, toJobRow } from "./job-rows";

function makeJob(overrides: Partial<JobView> = {}): JobView {
  return {
    kind: "sweep",
    id: "s1",
    title: "Sweep of 3 sessions × 4 settings",
    href: "/sweeps/s1",
    status: "running",
    progress: { done: 3, total: 12 },
    createdAt: "2026-11-23T10:00:00.000Z",
    finishedAt: null,
    message: null,
    ...overrides,
  };
}

describe("toJobRow", () => {
  it.each([
    ["sweep", { done: 3, total: 12 }, 0.25, "3 of 12 replays"],
    ["summary-batch", { done: 2, total: 2 }, 1, "2 of 2 variants"],
    ["reparse", { done: 1_500, total: 3_000 }, 0.5, "1,500 of 3,000 transcripts"],
    ["reparse", { done: 0, total: 0 }, 1, "0 of 0 transcripts"],
  ] as const)("a %s at %j fills %d of the bar and says %s", (kind, progress, fraction, words) => {
    const row = toJobRow(makeJob({ kind, progress }));
    expect(row.fraction).toBe(fraction);
    expect(row.progressWords).toBe(words);
  });

  it.each([
    ["queued", true],
    ["running", true],
    ["done", false],
    ["failed", false],
    ["cancelled", false],
  ] as const)("a %s job can be cancelled: %s", (status, isUnfinished) => {
    expect(toJobRow(makeJob({ status })).isUnfinished).toBe(isUnfinished);
  });

  it("keys a row by kind and id, names its kind, and does not mutate the job", () => {
    const job = makeJob();
    const copy = structuredClone(job);
    const row = toJobRow(job);
    expect(row).toMatchObject({ key: "sweep:s1", kindLabel: "Sweep", href: "/sweeps/s1" });
    expect(row.started).toMatch(/2026/);
    expect(job).toEqual(copy);
  });
});

describe("describeRunningJobs", () => {
  it.each([
    [[], null],
    [[makeJob({ status: "done" })], null],
    [[makeJob(), makeJob({ status: "done" })], "1 job running"],
    [[makeJob(), makeJob({ id: "s2", status: "queued" })], "2 jobs running"],
  ])("says how many are queued or running (%#)", (jobs, words) => {
    expect(describeRunningJobs(jobs)).toBe(words);
  });
});
