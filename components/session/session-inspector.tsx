"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import { ApiCallsTable } from "@/components/session/calls/api-calls-table";
import { CacheBreaksTable } from "@/components/session/events/cache-breaks-table";
import { EventsTable } from "@/components/session/events/events-table";
import { ReplayMismatch } from "@/components/session/events/replay-mismatch";
import { WhyItCompacted } from "@/components/session/events/why-it-compacted";
import { lineOfMainCall } from "@/lib/view/session/calls/api-call-rows";
import { AUTO_REQUEST, baselineRequest } from "@/lib/view/session/events/baseline-request";
import {
  mainThreadVersions,
  mainThreadWithoutUsage,
} from "@/lib/view/session/events/mismatch-reasons";
import type { CallRange } from "@/lib/view/session/curve/curve-range";
import { toReplayRequest, type InspectorState } from "@/lib/view/session/inspector-url";
import { describeConstantsToggle } from "@/lib/view/session/constants/constants-toggle-label";
import { ConstantsPanel } from "./constants/constants-panel";
import { ForecastPanel } from "./forecast/forecast-panel";
import { useConstantsDrawer } from "./constants/use-constants-drawer";
import layout from "./session-inspector.module.css";
import { InspectorTabs, type TabPanel } from "./inspector-tabs";
import { ConversationView } from "./conversation/conversation-view";
import { MessageTree } from "./tree/message-tree";
import { ReplayStatus } from "./replay-status";
import { revealCurve } from "./reveal-curve";
import { useAfterPaint } from "./use-after-paint";
import { useInspectorState } from "./use-inspector-state";
import { prefetchReplay, useReplay } from "./use-replay";
import { useSessionCalls } from "./calls/use-session-calls";
import { TokenCurve } from "./curve/token-curve";
import { useTranscriptRevision } from "@/components/live/use-transcript-revision";

const AUTO_BODY = JSON.stringify(AUTO_REQUEST);

/** After React has drawn the selection (the focus line, the marker). */
const afterRender = (run: () => void) => requestAnimationFrame(() => requestAnimationFrame(run));

/**
 * The interactive part of a session page: the replay under the URL's profile and overrides,
 * and every view of it. State lives in the URL (`useInspectorState`); the calls and the replay
 * are fetched by the browser, so the page's first payload stays small. The answer comes first
 * (mismatch, why it compacted, the curve); the constants sit beside the curve, or in a drawer
 * on narrow screens, so the markers stay in view while a constant changes.
 */
export function SessionInspector({ transcriptId }: { transcriptId: string }) {
  const { state, errors, query, update } = useInspectorState();
  // A followed file that grows: its calls and replays fetched again, the URL's state kept.
  const revision = useTranscriptRevision(transcriptId);
  const calls = useSessionCalls(transcriptId, revision);
  const replay = useReplay(transcriptId, JSON.stringify(toReplayRequest(state)), revision);
  // What the session did is told from the baseline: `auto` (the page's own request by default:
  // one fetch), or `fitted` once `auto`'s fit reproduces more of the recording.
  const auto = useReplay(transcriptId, AUTO_BODY, revision);
  const fit = auto.result?.fit;
  // While it is `auto`'s own request, the two hooks share one fetch.
  const baseline = useReplay(transcriptId, JSON.stringify(baselineRequest(fit)), revision);
  const versions = useMemo(
    () => (calls.status === "ready" ? mainThreadVersions(calls.calls) : []),
    [calls],
  );
  const withoutUsage = useMemo(
    () => (calls.status === "ready" ? mainThreadWithoutUsage(calls.calls) : undefined),
    [calls],
  );

  const changeConstants = useCallback(
    (next: Pick<InspectorState, "profile" | "overrides">) => {
      prefetchReplay(transcriptId, JSON.stringify(toReplayRequest(next)), revision);
      update(next);
    },
    [transcriptId, update, revision],
  );
  const curveSlot = useRef<HTMLDivElement>(null);
  const drawer = useConstantsDrawer(() => revealCurve(curveSlot.current));
  // A chosen call replaces a linked line: the tree and the conversation land on the call.
  const selectCall = useCallback((call: number) => update({ call, line: null }), [update]);
  const selectLine = useCallback((line: number) => update({ line }), [update]);
  const readInConversation = useCallback(
    (line: number) => update({ tab: "conversation", line }),
    [update],
  );
  // A call chosen away from the curve brings the curve into view when it is off screen; the
  // why panel's "Show call N on the curve" also puts the focus on it.
  const selectCallInTable = useCallback(
    (call: number) => {
      update({ call, line: null });
      afterRender(() => revealCurve(curveSlot.current));
    },
    [update],
  );
  const showCallOnCurve = useCallback(
    (call: number) => {
      update({ call, line: null });
      afterRender(() => revealCurve(curveSlot.current, call));
    },
    [update],
  );
  const selectSource = useCallback((source: string | null) => update({ source }), [update]);
  const selectRange = useCallback((range: CallRange | null) => update({ range }), [update]);

  // The tables below the curve draw once the curve and its first replay have painted: they
  // show their loading state a moment longer, the curve comes first.
  const isFirstReplayLoading = replay.result === null && replay.error === null;
  const showsTables = useAfterPaint(!isFirstReplayLoading);
  const tableReplay = showsTables ? replay.result : null;

  // With no result to show, the replay's views say why instead of "Replaying…" forever.
  const replayFailure =
    replay.result === null && replay.error !== null ? (
      <p className="replay-error" role="alert">
        No replay to show: {replay.error}
      </p>
    ) : null;

  // Where the tree and the conversation land: a linked line, else the chosen call's record.
  const focusLine =
    state.line ?? (calls.status === "ready" ? lineOfMainCall(calls.calls, state.call) : null);
  // A link to a line (a search hit, a shared message) opens with its message in view: the tabs
  // sit below the curve, out of sight on a first paint.
  const tabsSlot = useRef<HTMLDivElement>(null);
  const opensAtLine = useRef(state.line !== null);
  useEffect(() => {
    if (opensAtLine.current) tabsSlot.current?.scrollIntoView({ block: "start" });
  }, []);

  const tabs: TabPanel[] = [
    {
      id: "events",
      label: "Events",
      render: () =>
        replayFailure ?? (
          <EventsTable
            replay={tableReplay}
            transcriptId={transcriptId}
            query={query}
            onSelectCall={selectCallInTable}
            selectedCall={state.call}
          />
        ),
    },
    {
      id: "cache-breaks",
      label: "Cache breaks",
      render: () =>
        replayFailure ?? (
          <CacheBreaksTable
            replay={tableReplay}
            onSelectCall={selectCallInTable}
            selectedCall={state.call}
          />
        ),
    },
    {
      id: "tree",
      label: "Message tree",
      render: () => (
        <MessageTree
          transcriptId={transcriptId}
          focusLine={focusLine}
          onReadInConversation={readInConversation}
        />
      ),
    },
    {
      id: "conversation",
      label: "Conversation",
      render: () => (
        <ConversationView
          transcriptId={transcriptId}
          focusLine={focusLine}
          onSelectLine={selectLine}
        />
      ),
    },
    {
      id: "calls",
      label: "API calls",
      render: () =>
        calls.status === "ready" ? (
          <ApiCallsTable
            calls={calls.calls}
            onSelectCall={selectCallInTable}
            selectedCall={state.call}
          />
        ) : (
          <p className="muted" role="status">
            {calls.status === "loading" ? "Loading the API calls…" : calls.message}
          </p>
        ),
    },
  ];

  return (
    <div
      className={`inspector ${layout.inspector}`}
      data-testid="inspector"
      data-constants-open={drawer.isOpen}
    >
      {errors.length > 0 && (
        <p className="notice" role="alert">
          Parts of this link were ignored: {errors.join("; ")}.
        </p>
      )}
      <ReplayMismatch
        replay={replay.result}
        baseline={baseline.result}
        fit={fit}
        versions={versions}
        withoutUsage={withoutUsage}
        query={query}
      />
      <WhyItCompacted
        replay={replay.result}
        baseline={baseline.result}
        onSelectCall={showCallOnCurve}
        transcriptId={transcriptId}
        query={query}
      />
      <div className={layout.inspectorLayout}>
        <div className={layout.inspectorMain}>
          <div className={layout.toolbar}>
            <ReplayStatus replay={replay} />
            <button
              type="button"
              className={`button button-small ${layout.drawerToggle}`}
              {...drawer.toggleProps}
            >
              {drawer.isOpen
                ? "Hide constants"
                : describeConstantsToggle(state.profile, state.overrides)}
            </button>
          </div>
          <div ref={curveSlot} className={layout.curveSlot} tabIndex={-1}>
            {calls.status !== "error" && (
              <TokenCurve
                calls={calls.status === "ready" ? calls.calls : null}
                replay={replay.result}
                source={state.source}
                onSourceChange={selectSource}
                range={state.range}
                onRangeChange={selectRange}
                focusCall={state.call}
                onSelectCall={selectCall}
                isFirstReplayLoading={isFirstReplayLoading}
              />
            )}
          </div>
          {/* Below the curve: the first screen is the why and the curve's top. */}
          <ForecastPanel
            replay={replay.result}
            versions={versions}
            profile={state.profile}
            overrides={state.overrides}
          />
          <div ref={tabsSlot}>
            <InspectorTabs tabs={tabs} selected={state.tab} onSelect={(tab) => update({ tab })} />
          </div>
        </div>
        <aside
          className={layout.inspectorAside}
          aria-label="Replay constants"
          {...drawer.panelProps}
        >
          <ConstantsPanel
            replay={replay.result}
            auto={auto.result}
            profile={state.profile}
            overrides={state.overrides}
            error={replay.error}
            isLoading={replay.isLoading}
            onChange={changeConstants}
          />
        </aside>
      </div>
    </div>
  );
}
