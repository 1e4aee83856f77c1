"use client";

import { ApiCallsTable } from "@/components/session/api-calls-table";
import { toReplayRequest } from "@/lib/view/session/inspector-url";
import { ConstantsPanel } from "./constants-panel";
import layout from "./constants-panel.module.css";
import { InspectorTabs, type TabPanel } from "./inspector-tabs";
import { ReplayStatus } from "./replay-status";
import { useInspectorState } from "./use-inspector-state";
import { useReplay } from "./use-replay";
import { useSessionCalls } from "./use-session-calls";
import { TokenCurve } from "./token-curve";

/**
 * The interactive part of a session page: the replay under the URL's profile and overrides,
 * and every view of it. State lives in the URL (`useInspectorState`); the calls and the replay
 * are fetched by the browser, so the page's first payload stays small.
 */
export function SessionInspector({ transcriptId }: { transcriptId: string }) {
  const { state, errors, update } = useInspectorState();
  const calls = useSessionCalls(transcriptId);
  const replay = useReplay(transcriptId, JSON.stringify(toReplayRequest(state)));

  const tabs: TabPanel[] = [
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
      <div className={layout.inspectorLayout}>
        <div className={layout.inspectorMain}>
          <ReplayStatus replay={replay} />
          {calls.status !== "error" && (
            <TokenCurve
              calls={calls.status === "ready" ? calls.calls : null}
              replay={replay.result}
              source={state.source}
              onSourceChange={(source) => update({ source })}
              range={state.range}
              onRangeChange={(range) => update({ range })}
              focusCall={state.call}
              onSelectCall={(call) => update({ call })}
            />
          )}
          <InspectorTabs tabs={tabs} selected={state.tab} onSelect={(tab) => update({ tab })} />
        </div>
        <aside className={layout.inspectorAside} aria-label="Replay constants">
          <ConstantsPanel
            replay={replay.result}
            profile={state.profile}
            overrides={state.overrides}
            error={replay.error}
            isLoading={replay.isLoading}
            onChange={({ profile, overrides }) => update({ profile, overrides })}
          />
        </aside>
      </div>
    </div>
  );
}
