import { Suspense } from "react";
import { ExistingPoints } from "@/components/compaction/existing-points";
import { NotFoundPage } from "@/components/ui/not-found-page";

/** A point this session does not have (or a session that is not stored). */
export default function CompactionPointNotFound() {
  return (
    <NotFoundPage title="Compaction point not found">
      <p>
        No compaction matches this address: the session may not exist, or it has no compaction here
        under these constants.
      </p>
      <Suspense fallback={null}>
        <ExistingPoints />
      </Suspense>
    </NotFoundPage>
  );
}
