"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useUploads } from "@/components/uploads/upload-queue-provider";
import { isInFlight } from "@/lib/view/uploads/upload-queue";

/** "Uploading 2 files…" in the header of other pages, linking back to the upload list. */
export function UploadIndicator() {
  const { items } = useUploads();
  const pathname = usePathname();
  const busy = items.filter((item) => item.status === "queued" || isInFlight(item)).length;
  if (busy === 0 || pathname === "/") return null;
  return (
    <Link href="/" className="upload-indicator" role="status">
      <span className="upload-indicator-dot" aria-hidden="true" />
      Uploading {busy} {busy === 1 ? "file" : "files"}…
    </Link>
  );
}
