"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { fetchJson } from "@/components/ui/fetch-json";
import type { SummaryVariant } from "@/lib/contracts/summary-variant";
import { variantsAnswerSchema } from "@/lib/view/summaries/summary-api";
import { summariesUrl } from "./summaries-urls";

export type PointVariants =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; variants: SummaryVariant[] };

/** While a variant started elsewhere (a batch, another tab) runs, the list is asked again. */
const POLL_MS = 1_500;

/**
 * The variants of one point, fetched on the client. `reload()` asks again and keeps showing
 * the current list meanwhile; while any variant is queued or streaming the list polls, so a
 * background one shows its end without a refresh.
 */
export function usePointVariants(transcriptId: string, point: string) {
  const [state, setState] = useState<PointVariants>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    fetchJson(summariesUrl(transcriptId, point), variantsAnswerSchema, {
      signal: controller.signal,
      headers: { accept: "application/json" },
      cache: "no-store",
    }).then(
      (answer) => setState({ status: "ready", variants: answer.variants }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) =>
          previous.status === "ready"
            ? previous
            : {
                status: "error",
                message: error instanceof Error ? error.message : "The connection failed.",
              },
        );
      },
    );
    return () => controller.abort();
  }, [transcriptId, point, generation]);

  const isRunning =
    state.status === "ready" &&
    state.variants.some((v) => v.status === "queued" || v.status === "streaming");
  useEffect(() => {
    if (!isRunning) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [isRunning, reload, state]);

  return { state, reload };
}
