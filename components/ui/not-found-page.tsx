import Link from "next/link";
import type { ReactNode } from "react";

/** The frame of every not-found page: what is missing, why, and the way back to the list. */
export function NotFoundPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="message-page">
      <h1>{title}</h1>
      {children}
      <p>
        <Link href="/" className="button">
          Back to the sessions
        </Link>
      </p>
    </div>
  );
}
