import Link from "next/link";
import { Suspense } from "react";
import { ExistingPoints } from "@/components/compaction/existing-points";

/** A point this session does not have (or a session that is not stored). */
export default function CompactionPointNotFound() {
  return (
    <div className="message-page">
      <h1>Compaction point not found</h1>
      <p>
        No compaction matches this address: the session may not exist, or it has no compaction here
        under these constants.
      </p>
      <Suspense fallback={null}>
        <ExistingPoints />
      </Suspense>
      <p>
        <Link href="/" className="button">
          Back to the sessions
        </Link>
      </p>
    </div>
  );
}
