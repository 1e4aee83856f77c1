"use client";

import { ApiCallsTable } from "@/components/session/api-calls-table";
import { CacheBreaksTable } from "@/components/session/cache-breaks-table";
import { EventsTable } from "@/components/session/events-table";
import { WhyItCompacted } from "@/components/session/why-it-compacted";
import { toReplayRequest } from "@/lib/view/session/inspector-url";
import { InspectorTabs, type TabPanel } from "./inspector-tabs";
import { ReplayStatus } from "./replay-status";
import { useInspectorState } from "./use-inspector-state";
import { useReplay } from "./use-replay";
import { useSessionCalls } from "./use-session-calls";

/**
 * The interactive part of a session page: the replay under the URL's profile and overrides,
 * and every view of it. State lives in the URL (`useInspectorState`); the calls and the replay
 * are fetched by the browser, so the page's first payload stays small.
 */
export function SessionInspector({ transcriptId }: { transcriptId: string }) {
  const { state, errors, query, update } = useInspectorState();
  const calls = useSessionCalls(transcriptId);
  const replay = useReplay(transcriptId, JSON.stringify(toReplayRequest(state)));

  const selectCall = (call: number) => update({ call });

  const tabs: TabPanel[] = [
    {
      id: "events",
      label: "Events",
      render: () => (
        <EventsTable
          replay={replay.result}
          transcriptId={transcriptId}
          query={query}
          onSelectCall={selectCall}
        />
      ),
    },
    {
      id: "cache-breaks",
      label: "Cache breaks",
      render: () => <CacheBreaksTable replay={replay.result} onSelectCall={selectCall} />,
    },
    {
      id: "calls",
      label: "API calls",
      render: () =>
        calls.status === "ready" ? (
          <ApiCallsTable calls={calls.calls} />
        ) : (
          <p className="muted" role="status">
            {calls.status === "loading" ? "Loading the API calls…" : calls.message}
          </p>
        ),
    },
  ];

  return (
    <div className="inspector" data-testid="inspector">
      {errors.length > 0 && (
        <p className="notice" role="alert">
          Parts of this link were ignored: {errors.join("; ")}.
        </p>
      )}
      <ReplayStatus replay={replay} />
      <WhyItCompacted
        replay={replay.result}
        onSelectCall={selectCall}
        transcriptId={transcriptId}
        query={query}
      />
      <InspectorTabs tabs={tabs} selected={state.tab} onSelect={(tab) => update({ tab })} />
    </div>
  );
}
