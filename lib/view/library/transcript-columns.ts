import type { ListTranscriptsQuery } from "@/lib/contracts/transcript-summary";

/**
 * What each column of the sessions table is: its header, the tooltip that says what the number
 * means, its alignment, and how it sorts. The cells that draw them are in
 * components/transcripts-columns.tsx.
 */
type SortKey = ListTranscriptsQuery["sort"];

export type TranscriptColumnSpec = {
  id: string;
  header: string;
  description: string;
  align: "start" | "end";
  /** The server-side sort key, when the column sorts. */
  sortKey: SortKey | null;
  /** Numbers sort largest first on the first click; text sorts A to Z. */
  sortDescFirst: boolean;
};

export const TRANSCRIPT_COLUMNS = [
  {
    id: "name",
    header: "Name",
    description: "File name, with the session title below",
    align: "start",
    sortKey: "name",
    sortDescFirst: false,
  },
  {
    id: "project",
    header: "Project",
    description:
      "The session's working folder (cwd), with the session ids in the file below (resumes add more)",
    align: "start",
    sortKey: "project",
    sortDescFirst: false,
  },
  {
    id: "versions",
    header: "Version",
    description: "Versions of the agent that wrote the file, with the models that answered below",
    align: "start",
    sortKey: null,
    sortDescFirst: false,
  },
  {
    id: "apiCalls",
    header: "API calls",
    description: "Main-thread API calls, + calls from subagents and sidechains",
    align: "end",
    sortKey: "apiCalls",
    sortDescFirst: true,
  },
  {
    id: "maxContextTokens",
    header: "Max context",
    description:
      "Largest context (input + cache + output tokens) of a main-thread call; the bar is out of 200K",
    align: "end",
    sortKey: "maxContextTokens",
    sortDescFirst: true,
  },
  {
    id: "compactions",
    header: "Compactions",
    description:
      "Recorded compactions by trigger; below, whether the replay as recorded reproduces them (or with which settings fitted from the file)",
    align: "end",
    sortKey: "compactions",
    sortDescFirst: true,
  },
  {
    id: "microcompactions",
    header: "Micro",
    description: "Recorded microcompactions",
    align: "end",
    sortKey: "microcompactions",
    sortDescFirst: true,
  },
  {
    id: "cacheBreaks",
    header: "Cache breaks",
    description: "Main-thread prompt-cache breaks",
    align: "end",
    sortKey: "cacheBreaks",
    sortDescFirst: true,
  },
  {
    id: "costUsd",
    header: "Cost",
    description:
      "USD of every API call, subagents included, at list prices (lib/pricing/model-prices.ts); + when some calls have no price",
    align: "end",
    sortKey: "costUsd",
    sortDescFirst: true,
  },
  {
    id: "bytes",
    header: "Size",
    description: "File size",
    align: "end",
    sortKey: "bytes",
    sortDescFirst: true,
  },
  {
    id: "startedAt",
    header: "Started",
    description:
      "When the session began (its earliest record, in your time zone), and how long it ran to its last record",
    align: "end",
    sortKey: "startedAt",
    sortDescFirst: true,
  },
  {
    id: "lastActivityAt",
    header: "Last activity",
    description: "The session's newest record, or later when a followed file grew since",
    align: "end",
    sortKey: "lastActivityAt",
    sortDescFirst: true,
  },
  {
    id: "createdAt",
    header: "Uploaded",
    description: "When the file was uploaded",
    align: "end",
    sortKey: "createdAt",
    sortDescFirst: true,
  },
] as const satisfies readonly TranscriptColumnSpec[];

export type TranscriptColumnId = (typeof TRANSCRIPT_COLUMNS)[number]["id"];
