import Link from "next/link";
import { notFoundReason } from "./not-found-reason";

/** A point this session does not have (or a session that is not stored). */
export default function CompactionPointNotFound() {
  const reason = notFoundReason().text;
  return (
    <div className="message-page">
      <h1>Compaction point not found</h1>
      <p>
        No compaction matches this address: the session may not exist, or it has no compaction here
        under these constants.
      </p>
      {reason !== null && <p data-testid="existing-points">{reason}</p>}
      <p>
        <Link href="/" className="button">
          Back to the sessions
        </Link>
      </p>
    </div>
  );
}
