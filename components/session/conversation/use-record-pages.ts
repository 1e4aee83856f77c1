"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fetchParsed } from "@/components/ui/use-fetched-json";
import { recordsResponseSchema, type RecordsResponse } from "@/lib/contracts/records-response";
import { planRecordPages } from "@/lib/view/session/conversation/record-pages";

export type LinePreview = RecordsResponse["lines"][number];

export type RowContent =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; preview: LinePreview | undefined };

type PageState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; byLine: Map<number, LinePreview> };

const LOADING: RowContent = { status: "loading" };

async function fetchPage(url: string, signal: AbortSignal): Promise<PageState> {
  const answer = await fetchParsed(url, recordsResponseSchema, signal);
  if (answer.status !== "ready") return answer;
  return { status: "ready", byLine: new Map(answer.value.lines.map((l) => [l.line, l])) };
}

/**
 * The records of the rows on screen, fetched a page at a time (`GET /records?from&to`, the
 * endpoint the tree reads content from) as they scroll into view, and kept while the view
 * lives: scrolling back costs nothing, a jump fetches only the pages it lands on.
 */
export function useRecordPages(transcriptId: string, lines: readonly number[]) {
  const plan = useMemo(() => planRecordPages(lines), [lines]);
  const [pages, setPages] = useState<ReadonlyMap<number, PageState>>(new Map());
  const asked = useRef(new Set<number>());
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    const pending = asked.current;
    // Pages asked under this controller and not answered are asked again by the next one.
    return () => {
      current.abort();
      pending.clear();
    };
  }, []);

  /** Fetches every page holding rows `first` to `last` not fetched yet. */
  const showRows = useCallback(
    (first: number, last: number) => {
      const signal = controller.current?.signal;
      if (signal === undefined || first > last) return;
      const firstPage = plan.pageOfRow[first];
      const lastPage = plan.pageOfRow[last];
      if (firstPage === undefined || lastPage === undefined) return;
      for (let index = firstPage; index <= lastPage; index++) {
        if (asked.current.has(index)) continue;
        asked.current.add(index);
        const page = plan.pages[index]!;
        const url = `/api/transcripts/${encodeURIComponent(transcriptId)}/records?from=${page.from}&to=${page.to}`;
        const settle = (state: PageState) => {
          if (!signal.aborted) setPages((previous) => new Map(previous).set(index, state));
        };
        fetchPage(url, signal).then(settle, () =>
          settle({ status: "error", message: "The connection failed." }),
        );
      }
    },
    [plan, transcriptId],
  );

  const contentOf = useCallback(
    (row: number, line: number): RowContent => {
      const page = pages.get(plan.pageOfRow[row] ?? -1);
      if (page === undefined || page.status === "loading") return LOADING;
      if (page.status === "error") return page;
      return { status: "ready", preview: page.byLine.get(line) };
    },
    [pages, plan],
  );

  return { showRows, contentOf };
}
