"use client";

import Link from "next/link";
import { useParams, useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { compactionPointHref } from "@/lib/view/compaction/compaction-point-href";
import { parseInspectorState } from "@/lib/view/session/inspector-url";

/**
 * A link to a compaction point of the session on screen, carrying the page's current view
 * state (profile, overrides ...), which the inspector changes without a navigation: read here
 * at render time, not baked in by the server.
 */
export function CompactionPointLink({ point, children }: { point: string; children: ReactNode }) {
  const { id } = useParams<{ id: string }>();
  const search = useSearchParams();
  const { state } = parseInspectorState(new URLSearchParams(search.toString()));
  // Not prefetched: its href changes with every constant, and each prefetch is a server render
  // competing with the replay the change asked for (the 300 ms bar).
  return (
    <Link prefetch={false} href={compactionPointHref(id, point, state)}>
      {children}
    </Link>
  );
}
