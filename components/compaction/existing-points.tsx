"use client";

import { useParams, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { z } from "zod";
import { describeExistingPoints } from "@/lib/contracts/find-compaction-point";
import { parseInspectorState, toReplayRequest } from "@/lib/view/session/inspector-url";

const pointsSchema = z.object({
  points: z.array(z.object({ point: z.string(), atCall: z.number() })),
});

type Answer = { state: "loading" } | { state: "done"; text: string } | { state: "failed" };

/**
 * On the 404 page, the sentence naming the points this session does have under the same
 * constants. A not-found page gets no params from the page that gave up, so it asks the
 * compactions endpoint itself (a missing session answers 404 and says nothing).
 */
export function ExistingPoints() {
  const { id } = useParams<{ id: string }>();
  const search = useSearchParams();
  const query = search.toString();
  const [answer, setAnswer] = useState<Answer>({ state: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    const { state } = parseInspectorState(new URLSearchParams(query));
    const replay = encodeURIComponent(JSON.stringify(toReplayRequest(state)));
    fetch(`/api/transcripts/${encodeURIComponent(id)}/compactions?replay=${replay}`, {
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { points } = pointsSchema.parse(await response.json());
        setAnswer({ state: "done", text: describeExistingPoints(points) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ state: "failed" });
      });
    return () => controller.abort();
  }, [id, query]);
  if (answer.state === "failed") return null;
  return (
    <p data-testid="existing-points" role="status">
      {answer.state === "loading" ? "Looking up this session's compaction points…" : answer.text}
    </p>
  );
}
