import Link from "next/link";

/** A session id that is not (or no longer) stored. */
export default function SessionNotFound() {
  return (
    <div className="message-page">
      <h1>Session not found</h1>
      <p>
        No transcript is stored under this address. It may have been deleted, or the link is
        incomplete.
      </p>
      <p>
        <Link href="/" className="button">
          Back to the sessions
        </Link>
      </p>
    </div>
  );
}
