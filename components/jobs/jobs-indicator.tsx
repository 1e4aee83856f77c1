"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { describeRunningJobs } from "@/lib/view/jobs/job-rows";
import styles from "./jobs.module.css";
import { useJobs } from "./use-jobs";

/** "2 jobs running" in the header of other pages, linking to the jobs list. */
export function JobsIndicator() {
  const pathname = usePathname();
  const { jobs } = useJobs(null);
  const words = describeRunningJobs(jobs ?? []);
  if (words === null || pathname === "/jobs") return null;
  return (
    <Link
      href="/jobs"
      className={`upload-indicator ${styles.indicator}`}
      role="status"
      data-testid="jobs-indicator"
    >
      <span className="upload-indicator-dot" aria-hidden="true" />
      {words}
    </Link>
  );
}
