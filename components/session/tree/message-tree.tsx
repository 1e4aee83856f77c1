"use client";

import { EmptyState } from "@/components/ui/empty-state";
import { transcriptLinksSchema } from "@/lib/contracts/task-links";
import { treePayloadSchema } from "@/lib/contracts/tree-schema";
import { formatInteger } from "@/lib/view/format/format-number";
import { taskCallsByLine, type TaskCallView } from "@/lib/view/session/task-links";
import { decodeTree } from "@/lib/view/session/tree/decode-tree";
import { useMemo } from "react";
import styles from "./message-tree.module.css";
import { MessageTreeView } from "./message-tree-view";
import { useFetchedJson } from "../../ui/use-fetched-json";

const NO_TASK_CALLS = new Map<number, TaskCallView>();

type MessageTreeProps = {
  transcriptId: string;
  /** Scroll to and select the record on this file line, or the last one before it. */
  focusLine?: number | null;
  /** Opens a record's line in the conversation; the content pane offers it when given. */
  onReadInConversation?: (line: number) => void;
};

/**
 * The parentUuid tree of a session, fetched when it mounts (never in the page's first
 * payload), virtualised for 20,000+ records, with search, folding sidechains, branches,
 * compaction separators and each record's content on demand.
 */
export function MessageTree({
  transcriptId,
  focusLine = null,
  onReadInConversation,
}: MessageTreeProps) {
  const answer = useFetchedJson(
    `/api/transcripts/${encodeURIComponent(transcriptId)}/tree`,
    treePayloadSchema,
  );
  const data = useMemo(
    () => (answer.status === "ready" ? decodeTree(answer.value) : null),
    [answer],
  );
  // The links come second and are optional: the tree draws without them.
  const links = useFetchedJson(
    `/api/transcripts/${encodeURIComponent(transcriptId)}/links`,
    transcriptLinksSchema,
  );
  const taskCalls = useMemo(
    () => (links.status === "ready" ? taskCallsByLine(links.value) : NO_TASK_CALLS),
    [links],
  );
  if (answer.status === "loading")
    return (
      <p className={styles.status} role="status">
        Loading the message tree…
      </p>
    );
  if (answer.status === "error")
    return (
      <p className={`${styles.status} form-error`} role="alert">
        Could not load the message tree: {answer.message}
      </p>
    );
  if (data === null || data.nodes.length === 0)
    return (
      <EmptyState title="No messages" testId="message-tree-empty">
        This file has no records with a uuid
        {data && data.skipped > 0 ? ` (${formatInteger(data.skipped)} records without one)` : ""}:
        nothing to draw as a tree.
      </EmptyState>
    );
  // A new focus line (the inspector jumped to a call) starts the view afresh around it.
  return (
    <MessageTreeView
      key={focusLine ?? "none"}
      transcriptId={transcriptId}
      data={data}
      taskCalls={taskCalls}
      focusLine={focusLine}
      onReadInConversation={onReadInConversation}
    />
  );
}
