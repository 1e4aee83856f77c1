"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

/** The point could not be shown; the server logged why (the digest ties the two). */
export default function CompactionPointError({
  error,
  retry,
}: {
  error: unknown;
  retry: () => void;
}) {
  return (
    <ErrorPanel error={error} retry={retry} title="This compaction could not be shown" hasBackLink>
      <p>
        The server failed while replaying the session or reading its file. Trying again often helps.
      </p>
    </ErrorPanel>
  );
}
