import Link from "next/link";
import { Suspense } from "react";
import { AccountMenu } from "@/components/auth/account-menu";
import { JobsIndicator } from "@/components/jobs/jobs-indicator";
import { UploadIndicator } from "@/components/uploads/upload-indicator";

/**
 * The bar on every page: the product name (back to the sessions list), uploads and jobs in
 * flight, the pages; on a team server, the workspace and the account.
 */
export function SiteHeader() {
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
        Replay Claude Code context compaction from real transcripts
      </span>
      <UploadIndicator />
      <JobsIndicator />
      <nav className="site-nav" aria-label="Main">
        <Link href="/">Sessions</Link>
        <Link href="/templates">Templates</Link>
        <Link href="/sweeps">Sweeps</Link>
        <Link href="/jobs">Jobs</Link>
        <Link href="/conformance">Conformance</Link>
      </nav>
      <Suspense fallback={null}>
        <AccountMenu />
      </Suspense>
    </header>
  );
}
