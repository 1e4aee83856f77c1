"use client";

import { useCallback, useEffect, useState } from "react";
import { fetchJson } from "@/components/ui/fetch-json";
import { jobListSchema, jobViewSchema, type JobView, type JobViewKind } from "@/lib/contracts/jobs";

/** Polls faster while something runs: progress lives in the database, any process writes it. */
const BUSY_POLL_MS = 1_000;
const IDLE_POLL_MS = 5_000;

const isUnfinished = (job: JobView) => job.status === "queued" || job.status === "running";

/** The jobs list polled from `GET /api/jobs`; `cancel` asks the server and shows its answer. */
export function useJobs(initial: JobView[] | null) {
  const [jobs, setJobs] = useState<JobView[] | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const isBusy = jobs === null || jobs.some(isUnfinished);

  const refresh = useCallback(async () => {
    try {
      setJobs((await fetchJson("/api/jobs", jobListSchema)).jobs);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  useEffect(() => {
    // Without a list from the server, the first one is asked for at once, then polled.
    const first = initial === null ? setTimeout(() => void refresh(), 0) : undefined;
    const timer = setInterval(() => void refresh(), isBusy ? BUSY_POLL_MS : IDLE_POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [isBusy, refresh, initial]);

  const cancel = useCallback(async (kind: JobViewKind, id: string) => {
    try {
      const job = await fetchJson(`/api/jobs/${kind}/${encodeURIComponent(id)}`, jobViewSchema, {
        method: "DELETE",
      });
      setJobs((all) => all?.map((j) => (j.kind === kind && j.id === id ? job : j)) ?? null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  return { jobs, error, cancel };
}
