import Link from "next/link";
import type { ReactNode } from "react";

type SiteHeaderProps = {
  /** Work in flight (uploads, jobs), shown beside the product name. */
  indicators: ReactNode;
  /** Who is signed in, at the end of the bar; nothing on an open server. */
  account: ReactNode;
};

/**
 * The bar on every page: the product name (back to the sessions list), the indicators, the
 * pages and the account. The layout hands in the indicators and the account, which belong to
 * their screens, so the shared kit imports none of them.
 */
export function SiteHeader({ indicators, account }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <Link href="/" className="brand">
        <span className="brand-mark" aria-hidden="true">
          ◧
        </span>
        Compaction Lab
      </Link>
      <span className="brand-tagline">
        Replay the context compaction of Claude Code, Codex CLI, Gemini CLI and OpenCode sessions
      </span>
      {indicators}
      <nav className="site-nav" aria-label="Main">
        <Link href="/">Sessions</Link>
        <Link href="/search">Search</Link>
        <Link href="/templates">Templates</Link>
        <Link href="/sweeps">Sweeps</Link>
        <Link href="/jobs">Jobs</Link>
        <Link href="/conformance">Conformance</Link>
        <Link href="/folders">Folders</Link>
        <Link href="/sources">Sources</Link>
        <Link href="/redaction">Redaction</Link>
      </nav>
      {account}
    </header>
  );
}
