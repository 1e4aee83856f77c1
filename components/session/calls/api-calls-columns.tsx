import type { ColumnDef } from "@tanstack/react-table";
import type { ApiCallRow } from "@/lib/contracts/transcript-summary";
import { describeCallCost } from "@/lib/view/format/describe-cost";
import { formatDateTimeUtc, formatTimeUtc } from "@/lib/view/format/format-date";
import { formatInteger } from "@/lib/view/format/format-number";
import { shortModelName } from "@/lib/view/format/short-model-name";
import { describeSource } from "@/lib/view/session/calls/api-call-rows";

const none = <span className="muted">—</span>;

/** The session's API calls table: one column per usage field, cells typed through the row. */
export const API_CALL_COLUMNS: ColumnDef<ApiCallRow, unknown>[] = [
  {
    id: "index",
    header: "#",
    accessorFn: (call) => (call.isMainThread ? call.index : -1),
    cell: ({ row }) => (row.original.isMainThread ? row.original.index : none),
    meta: {
      align: "end",
      description: "Main-thread call index (a compaction at call k happened before call k)",
    },
  },
  {
    id: "source",
    header: "Source",
    accessorFn: (call) => call.source,
    cell: ({ row }) => (
      <span title={row.original.source}>{describeSource(row.original.source)}</span>
    ),
    meta: { description: "Query source: the main thread or a subagent/sidechain" },
  },
  {
    id: "line",
    header: "Line",
    accessorFn: (call) => call.line,
    cell: ({ row }) => formatInteger(row.original.line),
    meta: {
      align: "end",
      className: "mono",
      description: "Line of the call's first record in the file",
    },
  },
  {
    id: "time",
    header: "Time (UTC)",
    accessorFn: (call) => call.timestamp ?? "",
    cell: ({ row }) => (
      <span title={formatDateTimeUtc(row.original.timestamp)}>
        {formatTimeUtc(row.original.timestamp)}
      </span>
    ),
    meta: { className: "mono", description: "Timestamp of the call's first record" },
  },
  {
    id: "model",
    header: "Model",
    accessorFn: (call) => call.model,
    cell: ({ row }) => <span title={row.original.model}>{shortModelName(row.original.model)}</span>,
    meta: { description: "Model that answered" },
  },
  ...(
    [
      ["inputTokens", "Input", "input_tokens"],
      ["cacheCreationInputTokens", "Cache write", "cache_creation_input_tokens"],
      ["cacheReadInputTokens", "Cache read", "cache_read_input_tokens"],
      ["outputTokens", "Output", "output_tokens"],
    ] as const
  ).map(([key, header, field]): ColumnDef<ApiCallRow, unknown> => ({
    id: key,
    header,
    accessorFn: (call) => call[key],
    cell: ({ row }) => formatInteger(row.original[key]),
    meta: { align: "end", description: field },
  })),
  {
    id: "contextTokens",
    header: "Context",
    accessorFn: (call) => call.contextTokens,
    cell: ({ row }) => formatInteger(row.original.contextTokens),
    meta: {
      align: "end",
      className: "strong",
      description: "input + cache write + cache read + output",
    },
  },
  {
    id: "costUsd",
    header: "Cost",
    accessorFn: (call) => call.costUsd ?? -1,
    cell: ({ row }) => {
      const cost = describeCallCost(row.original);
      return (
        <span title={cost.title} className={cost.isPriced ? undefined : "muted"}>
          {cost.text}
        </span>
      );
    },
    meta: {
      align: "end",
      description:
        "USD at list prices (lib/pricing/model-prices.ts); — when the model has no price",
    },
  },
  {
    id: "stopReason",
    header: "Stop reason",
    accessorFn: (call) => call.stopReason ?? "",
    cell: ({ row }) => row.original.stopReason ?? none,
    meta: { description: "stop_reason" },
  },
];
