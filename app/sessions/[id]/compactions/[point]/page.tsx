import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { z } from "zod";
import { AfterColumn } from "@/components/compaction/after-column";
import { AftermathLoading } from "@/components/compaction/aftermath-section";
import { BeforeColumn } from "@/components/compaction/before-column";
import { CompactionHeader } from "@/components/compaction/compaction-header";
import { PointConversation } from "@/components/session/conversation/point-conversation";
import { RequestPanel } from "@/components/compaction/request-panel";
import styles from "@/components/compaction/compaction.module.css";
import { SummaryLoading } from "@/components/compaction/summary-panel";
import { SummariesSection } from "@/components/summaries/summaries-section";
import { services } from "@/lib/server";
import { toCompactionPageModel } from "@/lib/view/compaction/compaction-page-model";
import { compactionPointHref } from "@/lib/view/compaction/compaction-point-href";
import { parseCompactionPoint } from "@/lib/contracts/compaction-point-id";
import { parsePageParam } from "@/lib/view/compaction/page-rows";
import { parseInspectorState, toReplayRequest } from "@/lib/view/session/inspector-url";
import { pointLine } from "@/lib/view/session/conversation/point-line";
import { parseCompareParam } from "@/lib/view/summaries/compare-param";
import { toMetricDefinitions } from "@/lib/view/summaries/metrics-table";
import { Aftermath } from "./aftermath";
import { RecordedSummary } from "./recorded-summary";

type SearchParams = Record<string, string | string[] | undefined>;
type PointPageProps = {
  params: Promise<{ id: string; point: string }>;
  searchParams: Promise<SearchParams>;
};

const idSchema = z.string().min(1).max(100);

function toSearchParams(raw: SearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw))
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) params.append(key, item);
    }
  return params;
}

export async function generateMetadata({ params }: PointPageProps): Promise<Metadata> {
  const { point } = await params;
  return { title: `Compaction ${point}` };
}

/**
 * One compaction point, before and after. Everything that decides 404 (the session, the point
 * id, the point under this replay) is settled before anything streams, so an unknown point
 * answers a real 404; only the summary text, read from the raw file, streams in after.
 */
export default async function CompactionPointPage({ params, searchParams }: PointPageProps) {
  const { id: rawId, point } = await params;
  const id = idSchema.safeParse(rawId);
  const pointId = parseCompactionPoint(point);
  if (!id.success || pointId === null) notFound();
  const transcripts = services().transcripts;
  const summary = await transcripts.getTranscriptSummary(id.data);
  if (summary === null) notFound();
  const query = toSearchParams(await searchParams);
  const { state, errors } = parseInspectorState(query);
  const [model, result] = await Promise.all([
    transcripts.getTranscriptModel(summary.id),
    services().replay.replayResult(summary.id, toReplayRequest(state)),
  ]);
  if (model === null || result === null) notFound();
  const pages = {
    before: parsePageParam(query.get("before")),
    cleared: parsePageParam(query.get("cleared")),
    kept: parsePageParam(query.get("kept")),
  };
  const built = toCompactionPageModel(model, result, pointId, pages);
  // The 404 page names the points that do exist (components/compaction/existing-points.tsx).
  if (!built.ok) notFound();
  const page = built.value;
  const hrefFor = (table: keyof typeof pages, n: number) =>
    compactionPointHref(summary.id, page.point, state, { ...pages, [table]: n });
  return (
    <div className="session">
      <CompactionHeader
        transcriptId={summary.id}
        sessionName={summary.name}
        page={page}
        state={state}
        errors={errors}
      />
      <div className={styles.columns}>
        <BeforeColumn page={page} hrefFor={hrefFor} />
        <AfterColumn
          page={page}
          summary={
            <Suspense fallback={<SummaryLoading />}>
              <RecordedSummary transcriptId={summary.id} source={page.summary} />
            </Suspense>
          }
        />
      </div>
      <Suspense fallback={<AftermathLoading />}>
        <Aftermath
          transcriptId={summary.id}
          uuid={pointId.origin === "recorded" ? pointId.uuid : null}
          query={state}
        />
      </Suspense>
      <PointConversation
        transcriptId={summary.id}
        initialLine={state.line ?? pointLine(model, pointId)}
      />
      <RequestPanel transcriptId={summary.id} point={page.point} replay={toReplayRequest(state)} />
      <SummariesSection
        transcriptId={summary.id}
        point={page.point}
        state={{ profile: state.profile, overrides: state.overrides }}
        initialCompare={parseCompareParam(query.get("compare"))}
        definitions={toMetricDefinitions()}
        allPoints={page.allPoints}
      />
    </div>
  );
}
