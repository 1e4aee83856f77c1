"use client";

import { useCallback, useEffect, useState } from "react";
import { fetchJson } from "@/components/ui/fetch-json";
import { sweepResultsSchema, sweepSummarySchema, type SweepSummary } from "@/lib/contracts/sweeps";
import type { SweepRow, SweepSessionRows } from "@/lib/sweeps/aggregate-sweep";

const POLL_MS = 1_000;
const isRunning = (s: SweepSummary) => s.status === "queued" || s.status === "running";

/**
 * A sweep polled while it runs (its progress lives in the database), then its results read
 * once it stops, per setting and per session; `cancel` asks the server and shows what it
 * answered.
 */
export function useSweep(initial: SweepSummary) {
  const [sweep, setSweep] = useState(initial);
  const [rows, setRows] = useState<SweepRow[] | null>(null);
  const [sessions, setSessions] = useState<SweepSessionRows[]>([]);
  const [error, setError] = useState<string | null>(null);
  const running = isRunning(sweep);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      fetchJson(`/api/sweeps/${initial.id}`, sweepSummarySchema)
        .then((next) => {
          setSweep(next);
          setError(null);
        })
        .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, initial.id]);

  useEffect(() => {
    if (running) return;
    fetchJson(`/api/sweeps/${initial.id}/results?format=json&by=session`, sweepResultsSchema)
      .then((answer) => {
        setRows(answer.rows);
        setSessions(answer.sessions ?? []);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [running, initial.id]);

  const cancel = useCallback(async () => {
    try {
      setSweep(
        await fetchJson(`/api/sweeps/${initial.id}`, sweepSummarySchema, { method: "DELETE" }),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [initial.id]);

  return { sweep, rows, sessions, error, isRunning: running, cancel };
}
