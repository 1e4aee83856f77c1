import { ApiCallsTable } from "@/components/session/api-calls-table";
import { getApiCalls } from "@/lib/db/transcripts";

/**
 * The API calls of a session: the slow part of the page (the model is read and unzipped), so
 * the page streams it behind a Suspense boundary once the summary has decided 404 or not.
 */
export async function SessionCalls({ id }: { id: string }) {
  const calls = await getApiCalls(id);
  return <ApiCallsTable calls={calls ?? []} />;
}

/** Shown while the calls load (a large transcript takes a moment). */
export function SessionCallsLoading() {
  return (
    <section className="panel" aria-busy="true">
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <p className="muted" role="status">
        Loading the API calls…
      </p>
    </section>
  );
}
