"use client";

import Link from "next/link";
import { useEffect, type ReactNode } from "react";

type ErrorPanelProps = {
  error: unknown;
  retry(): void;
  title: string;
  children: ReactNode;
  /** Offer a way back to the sessions list (pages below it). */
  hasBackLink?: boolean;
};

/**
 * What an error boundary shows: what failed in words, the digest that ties it to the server
 * log (production hides the message itself), and a retry.
 */
export function ErrorPanel({ error, retry, title, children, hasBackLink }: ErrorPanelProps) {
  const digest = error instanceof Error && "digest" in error ? String(error.digest) : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="message-page" role="alert">
      <h1>{title}</h1>
      {children}
      {digest && <p className="muted mono">Reference: {digest}</p>}
      <p className="button-row">
        <button type="button" className="button button-primary" onClick={() => retry()}>
          Try again
        </button>
        {hasBackLink && (
          <Link href="/" className="button">
            Back to the sessions
          </Link>
        )}
      </p>
    </div>
  );
}
