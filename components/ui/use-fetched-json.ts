"use client";

import { useEffect, useState } from "react";
import type { z } from "zod";
import { apiErrorSchema } from "@/lib/contracts/transcript-summary";

export type Fetched<T> =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; value: T };

const LOADING = { status: "loading" } as const;

/** One GET, parsed by its schema; a refusal keeps the server's own words. */
export async function fetchParsed<T>(
  url: string,
  schema: z.ZodType<T>,
  signal: AbortSignal,
): Promise<Fetched<T>> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(body);
    return {
      status: "error",
      message: error.success ? error.data.error.message : `The server answered ${response.status}.`,
    };
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { status: "ready", value: parsed.data }
    : { status: "error", message: "The server's answer was not in the expected shape." };
}

/**
 * JSON fetched on the client when `url` is set (content on demand, never in the page's first
 * payload). A new url shows loading at once; an answer for a url no longer asked is dropped.
 */
export function useFetchedJson<T>(url: string | null, schema: z.ZodType<T>): Fetched<T> {
  const [answer, setAnswer] = useState<{ url: string; result: Fetched<T> } | null>(null);
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    fetchParsed(url, schema, controller.signal).then(
      (result) => setAnswer({ url, result }),
      () => {
        if (!controller.signal.aborted)
          setAnswer({ url, result: { status: "error", message: "The connection failed." } });
      },
    );
    return () => controller.abort();
  }, [url, schema]);
  return answer !== null && answer.url === url ? answer.result : LOADING;
}
