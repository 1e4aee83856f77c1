"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

/** The session could not be read; the server logged why (the digest ties the two). */
export default function SessionError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel error={error} retry={retry} title="This session could not be loaded" hasBackLink>
      <p>The server failed while reading it. Trying again often helps after a restart.</p>
    </ErrorPanel>
  );
}
