import Link from "next/link";

/** Any address the app does not know. */
export default function NotFound() {
  return (
    <div className="message-page">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <Link href="/" className="button">
          Back to the sessions
        </Link>
      </p>
    </div>
  );
}
