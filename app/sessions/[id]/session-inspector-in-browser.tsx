"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { prefetchReplay } from "@/components/session/use-replay";
import { parseInspectorState, toReplayRequest } from "@/lib/view/session/inspector-url";
import { InspectorLoading } from "./inspector-loading";

const loadInspector = () =>
  import("@/components/session/session-inspector").then((module) => module.SessionInspector);

// Its code is fetched as soon as the page's own runs, beside the page hydrating, rather than
// once hydration reaches it.
if (typeof window !== "undefined") void loadInspector();

/**
 * The inspector, drawn by the browser only. Everything it shows comes from the calls and the
 * replay it fetches there, so a server render would only draw its loading state, and the
 * first such render in a server's life cost about 0.8 s before the page's first byte (its
 * modules loaded and compiled): the first open after an upload paid it.
 */
const Inspector = dynamic(loadInspector, { ssr: false, loading: () => <InspectorLoading /> });

/**
 * The inspector, with the replay its link asks for requested as soon as the page hydrates:
 * the server replays while the browser still loads and compiles the inspector's code (the
 * calls are preloaded by the page itself), rather than after.
 */
export function SessionInspectorInBrowser({ transcriptId }: { transcriptId: string }) {
  const query = useSearchParams().toString();
  const opening = useRef({ transcriptId, query });
  useEffect(() => {
    const { transcriptId, query } = opening.current;
    const { state } = parseInspectorState(new URLSearchParams(query));
    prefetchReplay(transcriptId, JSON.stringify(toReplayRequest(state)));
  }, []);
  return <Inspector transcriptId={transcriptId} />;
}
