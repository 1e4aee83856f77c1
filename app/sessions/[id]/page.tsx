import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache, Suspense } from "react";
import { preload } from "react-dom";
import { z } from "zod";
import { LiveRefresh } from "@/components/live/live-refresh";
import { sessionCallsUrl } from "@/components/session/calls/session-calls-url";
import { CompactionsTable } from "@/components/session/overview/compactions-table";
import { CompactionsWithAftermath } from "@/components/session/overview/compactions-with-aftermath";
import { RecordTypesList } from "@/components/session/overview/record-types-list";
import { SessionFacts } from "@/components/session/overview/session-facts";
import { FILE_DETAILS_ID, SessionTitle } from "@/components/session/overview/session-title";
import { StatCards } from "@/components/session/overview/stat-cards";
import { InspectorLoading } from "./inspector-loading";
import { SessionInspectorInBrowser } from "./session-inspector-in-browser";
import styles from "./session-page.module.css";
import { describeNoRecordedCompaction } from "@/lib/view/session/overview/no-recorded-compaction";
import { toSessionCards } from "@/lib/view/session/overview/session-cards";
import { services } from "@/lib/server";

type SessionPageProps = { params: Promise<{ id: string }> };

const idSchema = z.string().min(1).max(100);

/** One lookup per request, shared by the metadata and the page. */
const loadSummary = cache(async (rawId: string) => {
  const id = idSchema.safeParse(rawId);
  return id.success ? services().transcripts.getTranscriptSummary(id.data) : null;
});

export async function generateMetadata({ params }: SessionPageProps): Promise<Metadata> {
  const summary = await loadSummary((await params).id);
  return { title: summary ? summary.name : "Session not found" };
}

/**
 * A session, its answer first: a title line, then the inspector (why it compacted, the curve,
 * the constants), then what the file holds and its headline figures. The summary is
 * read before anything streams, so a missing id answers a real 404 (a route-level loading
 * boundary would have sent 200 first); the calls and the replay are fetched in the browser,
 * the calls preloaded from the document's head.
 */
export default async function SessionPage({ params }: SessionPageProps) {
  const { id } = await params;
  const summary = await loadSummary(id);
  if (!summary) notFound();
  // Requested by the browser as it reads the document's head, not once the inspector's code
  // has loaded and run: the inspector's own fetch of the same URL takes this answer.
  preload(sessionCallsUrl(summary.id), { as: "fetch", crossOrigin: "anonymous" });
  // Stored before its agreement was kept, or measured by another engine: measured now.
  if (summary.replayAgreement === null) void services().agreement.measureSoon(summary.id);
  const noCompactionText = describeNoRecordedCompaction(summary);
  const [subagents, links] = await Promise.all([
    services().transcripts.listSubagents(summary.id),
    services().links.getLinks(summary.id),
  ]);
  return (
    <div className="session">
      <LiveRefresh transcriptId={summary.id} />
      <SessionTitle summary={summary} />
      {/* useSearchParams needs a boundary; the inspector is drawn in the browser only. */}
      <Suspense fallback={<InspectorLoading />}>
        <SessionInspectorInBrowser transcriptId={summary.id} />
      </Suspense>
      <section
        id={FILE_DETAILS_ID}
        className={`session-details ${styles.details}`}
        aria-labelledby="file-details-heading"
      >
        <h2 id="file-details-heading" className="panel-title">
          About this file
        </h2>
        <SessionFacts
          summary={summary}
          subagents={subagents}
          links={links ?? { taskCalls: [], parent: null }}
        />
        <StatCards cards={toSessionCards(summary)} />
        <div className="panel-grid">
          <Suspense
            fallback={
              <CompactionsTable
                compactions={summary.compactions}
                aftermath={null}
                emptyText={noCompactionText}
              />
            }
          >
            <CompactionsWithAftermath
              transcriptId={summary.id}
              compactions={summary.compactions}
              emptyText={noCompactionText}
            />
          </Suspense>
          <RecordTypesList recordTypes={summary.recordTypes} />
        </div>
      </section>
    </div>
  );
}
