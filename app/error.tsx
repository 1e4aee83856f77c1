"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

/** A page failed on the server (the database is unreachable, for instance). */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel error={error} retry={retry} title="Something went wrong">
      <p>The server could not build this page. The cause is in the server log.</p>
    </ErrorPanel>
  );
}
