"use client";

import { useCallback, useMemo } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { useFetchedJson } from "@/components/ui/use-fetched-json";
import { subagentHref, transcriptLinksSchema } from "@/lib/contracts/task-links";
import { treePayloadSchema } from "@/lib/contracts/tree-schema";
import { describeConversationCounts } from "@/lib/view/session/conversation/conversation-counts";
import { toConversationRows } from "@/lib/view/session/conversation/conversation-rows";
import { decodeTree } from "@/lib/view/session/tree/decode-tree";
import styles from "./conversation.module.css";
import { ConversationList } from "./conversation-list";

export type ConversationViewProps = {
  transcriptId: string;
  /** Scroll to and mark the message on this file line, or the last one before it. */
  focusLine: number | null;
  /** A message's line was chosen (its "line N" link): the page puts it in the URL. */
  onSelectLine(line: number): void;
};

/**
 * The session as a person reads it: messages in file order with their markdown, tool calls,
 * results, diffs and todo lists, compactions as separators. It lays itself out from the
 * tree's metadata (`GET /tree`, fetched when it mounts) and reads content by range. A Task
 * call links to the subagent transcript it started when that is stored (`GET /links`, second
 * and optional: the conversation draws without it).
 */
export function ConversationView({ transcriptId, focusLine, onSelectLine }: ConversationViewProps) {
  const answer = useFetchedJson(
    `/api/transcripts/${encodeURIComponent(transcriptId)}/tree`,
    treePayloadSchema,
  );
  const links = useFetchedJson(
    `/api/transcripts/${encodeURIComponent(transcriptId)}/links`,
    transcriptLinksSchema,
  );
  const subagentHrefOf = useCallback(
    (toolUseId: string) =>
      links.status === "ready" ? (subagentHref(links.value, toolUseId) ?? undefined) : undefined,
    [links],
  );
  const rows = useMemo(
    () => (answer.status === "ready" ? toConversationRows(decodeTree(answer.value)) : null),
    [answer],
  );
  if (answer.status === "loading")
    return (
      <p className={styles.status} role="status">
        Loading the conversation…
      </p>
    );
  if (answer.status === "error")
    return (
      <p className={`${styles.status} form-error`} role="alert">
        Could not load the conversation: {answer.message}
      </p>
    );
  if (rows === null || rows.length === 0)
    return (
      <EmptyState title="No messages" testId="conversation-empty">
        This file has no user, assistant or system records with a uuid: nothing to read.
      </EmptyState>
    );
  return (
    <div className={styles.layout}>
      <p className={styles.counts}>{describeConversationCounts(rows, focusLine)}</p>
      <ConversationList
        transcriptId={transcriptId}
        rows={rows}
        focusLine={focusLine}
        onSelectLine={onSelectLine}
        subagentHrefOf={subagentHrefOf}
      />
    </div>
  );
}
