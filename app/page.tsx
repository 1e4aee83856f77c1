import { LiveRefresh } from "@/components/live/live-refresh";
import { KeyboardHints } from "@/components/ui/keyboard-hints";
import { TranscriptsTable } from "@/components/library/transcripts-table";
import { UploadDropZone } from "@/components/uploads/upload-drop-zone";
import {
  hasActiveFilters,
  parseTableState,
  toListQuery,
} from "@/lib/view/library/transcripts-table-state";
import { services } from "@/lib/server";

/** The request's clock: relative dates are computed once, here, and hydrate as rendered. */
const readClock = () => Date.now();

type HomePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The sessions list: upload on top, the stored transcripts below, filtered by the URL. */
export default async function HomePage({ searchParams }: HomePageProps) {
  const state = parseTableState(await searchParams);
  const transcripts = services().transcripts;
  const query = toListQuery(state);
  const [list, facets, savedFilters, unmeasured] = await Promise.all([
    transcripts.listTranscripts(query),
    transcripts.listFacets(),
    services().savedFilters.list(),
    // Sessions whose replay agreement the list cannot show (or filter on) yet are measured.
    services().agreement.measureUnmeasured(query),
  ]);
  // Only an empty answer needs telling apart "nothing stored" from "nothing matches".
  const isLibraryEmpty =
    list.total === 0 && (!hasActiveFilters(state) || (await transcripts.countTranscripts()) === 0);
  return (
    <div className="home">
      <LiveRefresh />
      <div className="page-head">
        <h1>Sessions</h1>
        <KeyboardHints hasList={!isLibraryEmpty} />
      </div>
      <UploadDropZone />
      <TranscriptsTable
        rows={list.transcripts}
        total={list.total}
        state={state}
        isLibraryEmpty={isLibraryEmpty}
        suggestions={facets}
        now={readClock()}
        savedFilters={savedFilters}
        notMeasured={query.reproduces === undefined ? null : unmeasured}
      />
    </div>
  );
}
