"use client";

import type { ColumnDef } from "@tanstack/react-table";
import type { MatrixTableRow } from "@/lib/view/conformance/to-matrix-rows";

export const matrixColumns: ColumnDef<MatrixTableRow, string>[] = [
  { accessorKey: "version", header: "Version" },
  {
    accessorKey: "setting",
    header: "Setting",
    meta: { description: "Model window and environment overrides" },
  },
  {
    accessorKey: "flags",
    header: "Remote flags",
    meta: { description: "The flag set served at start, or traffic off (none asked for)" },
  },
  // Early, so a narrow window shows what agrees without scrolling sideways.
  { accessorKey: "status", header: "Status" },
  {
    accessorKey: "threshold",
    header: "Threshold",
    meta: {
      align: "end",
      description: "Smallest reported usage after which the next turn auto-compacted",
    },
  },
  {
    accessorKey: "preTokens",
    header: "preTokens",
    meta: {
      align: "end",
      description: "The boundary's preTokens there: the count compared with the threshold",
    },
  },
  {
    accessorKey: "counting",
    header: "Counting",
    meta: { description: "What the count adds to the last usage" },
  },
  { accessorKey: "summary max_tokens", header: "Summary max_tokens", meta: { align: "end" } },
  {
    accessorKey: "summary tools",
    header: "Summary tools",
    meta: { align: "end", description: "Tools sent with the summarization request" },
  },
  { accessorKey: "compactMetadata", header: "compactMetadata keys" },
  {
    accessorKey: "engine",
    header: "Engine (auto)",
    meta: { description: "Profile, threshold and count offset at the threshold" },
  },
];
