"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

/** The sweeps could not be read; the server logged why (the digest ties the two). */
export default function SweepsError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel error={error} retry={retry} title="Sweeps could not be loaded" hasBackLink>
      <p>The server failed while reading them. Trying again often helps after a restart.</p>
    </ErrorPanel>
  );
}
