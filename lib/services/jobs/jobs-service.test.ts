import { describe, expect, it } from "vitest";
import type { JobView } from "../../contracts/jobs";
import type { JobSource } from "./job-source";
import { createJobsService, orderJobs } from "./jobs-service";

function makeJob(id: string, status: JobView["status"], createdAt: string): JobView {
  return {
    kind: "sweep",
    id,
    title: id,
    href: null,
    status,
    progress: { done: 0, total: 1 },
    createdAt,
    finishedAt: null,
    message: null,
  };
}

function source(kind: JobSource["kind"], jobs: JobView[], cancelled: string[] = []): JobSource {
  return {
    kind,
    list: async (limit) => jobs.slice(0, limit),
    get: async (id) => jobs.find((job) => job.id === id) ?? null,
    cancel: async (id) => (cancelled.push(id), "cancelled"),
  };
}

describe("orderJobs", () => {
  it("puts running, then queued, then the rest, each newest first, without mutating", () => {
    const jobs = [
      makeJob("old-done", "done", "2026-01-01T00:00:00Z"),
      makeJob("queued", "queued", "2026-01-02T00:00:00Z"),
      makeJob("new-done", "done", "2026-01-05T00:00:00Z"),
      makeJob("running", "running", "2026-01-01T00:00:00Z"),
    ];
    const copy = structuredClone(jobs);
    expect(orderJobs(jobs).map((j) => j.id)).toEqual(["running", "queued", "new-done", "old-done"]);
    expect(jobs).toEqual(copy);
  });
});

describe("createJobsService", () => {
  it("lists every kind's unfinished jobs and only the `recent` newest finished ones", async () => {
    const finished = Array.from({ length: 5 }, (_, i) =>
      makeJob(`done-${i}`, "done", `2026-01-0${i + 1}T00:00:00Z`),
    );
    const service = createJobsService([
      source("sweep", [makeJob("r", "running", "2025-01-01T00:00:00Z"), ...finished]),
      source("reparse", [{ ...makeJob("q", "queued", "2025-01-01T00:00:00Z"), kind: "reparse" }]),
    ]);
    expect((await service.list(2)).map((j) => j.id)).toEqual(["r", "q", "done-4", "done-3"]);
  });

  it("cancels through the job's own kind, and answers not-found for a kind with no source", async () => {
    const cancelled: string[] = [];
    const service = createJobsService([source("sweep", [], cancelled)]);
    expect(await service.cancel("sweep", "s1")).toBe("cancelled");
    expect(cancelled).toEqual(["s1"]);
    expect(await service.cancel("reparse", "x")).toBe("not-found");
    expect(await service.get("reparse", "x")).toBeNull();
  });
});
