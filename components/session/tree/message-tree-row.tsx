"use client";

import Link from "next/link";
import type { CSSProperties } from "react";
import type { TreeBoundary } from "@/lib/contracts/tree-schema";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";
import type { TaskCallView } from "@/lib/view/session/task-links";
import type { TreeNode } from "@/lib/view/session/tree/decode-tree";
import { describeBoundary, describeNode, nodeLabel } from "@/lib/view/session/tree/describe-node";
import type { TreeRow } from "@/lib/view/session/tree/flatten-rows";
import styles from "./message-tree.module.css";

/** Indentation stops growing here: deeper side branches still say their level in aria-level. */
const MAX_INDENT_LEVELS = 16;

type MessageTreeRowProps = {
  id: string;
  row: TreeRow;
  node: TreeNode;
  boundary: TreeBoundary | undefined;
  /** When the record holds a Task call: its subagent's link, or why there is none. */
  taskCall: TaskCallView | undefined;
  /** Line of the boundary's logical parent, when it is in the file. */
  logicalParentLine: number | null;
  isOrphan: boolean;
  isSelected: boolean;
  isMatch: boolean;
  style: CSSProperties;
  onSelect(): void;
  onToggle(): void;
  /** Jumps to the record a compaction continued from (its logicalParentUuid). */
  onJump(node: number): void;
};

/** One record of the tree: what it is, its tools, estimate, line and markers; never content. */
export function MessageTreeRow(props: MessageTreeRowProps) {
  const { row, node, boundary, isSelected, isMatch } = props;
  const { badge, tone } = describeNode(node);
  const indent = Math.min(row.depth, MAX_INDENT_LEVELS);
  return (
    <div
      id={props.id}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={row.isExpandable ? row.isExpanded : undefined}
      aria-selected={isSelected}
      aria-label={nodeLabel(node)}
      className={styles.row}
      data-selected={isSelected || undefined}
      data-match={isMatch || undefined}
      data-boundary={boundary ? true : undefined}
      style={{ ...props.style, paddingLeft: 6 + indent * 14 }}
      onClick={props.onSelect}
    >
      {row.isExpandable ? (
        <button
          type="button"
          tabIndex={-1}
          className={styles.toggle}
          aria-label={row.isExpanded ? "Collapse" : "Expand"}
          onClick={(event) => {
            event.stopPropagation();
            props.onToggle();
          }}
        >
          {row.isExpanded ? "▾" : "▸"}
        </button>
      ) : (
        <span className={styles.toggle} aria-hidden="true" />
      )}
      {boundary && <span className={styles.separator}>{describeBoundary(boundary)}</span>}
      {!boundary && (
        <span className={styles.badge} data-tone={tone}>
          {badge}
        </span>
      )}
      {node.tools.length > 0 && <span className={styles.tools}>{node.tools.join(", ")}</span>}
      {props.taskCall && <TaskCallMarker call={props.taskCall} />}
      {row.branch && (
        <span className={styles.marker} data-kind="branch">
          branch {row.branch.index} of {row.branch.count}
        </span>
      )}
      {node.isSidechain && (
        <span className={styles.marker} data-kind="sidechain" title={node.source}>
          {node.agentId ? `agent ${node.agentId}` : "sidechain"}
        </span>
      )}
      {props.isOrphan && (
        <span className={styles.marker} data-kind="orphan">
          parent not in file
        </span>
      )}
      {row.hidden > 0 && <span className="muted">+{formatInteger(row.hidden)} hidden</span>}
      {boundary && boundary.logicalParent !== null && props.logicalParentLine !== null && (
        <button
          type="button"
          tabIndex={-1}
          className={styles.jump}
          title="The last record before the compaction (logicalParentUuid)"
          onClick={(event) => {
            event.stopPropagation();
            props.onJump(boundary.logicalParent!);
          }}
        >
          ↰ continues from line {props.logicalParentLine}
        </button>
      )}
      <span className={styles.spacer} />
      <span className={styles.tokens} title="Estimated tokens (characters / 4; images 2,000)">
        {node.tokens > 0 ? `${formatTokens(node.tokens)} tok` : ""}
      </span>
      <span className={styles.line}>L{node.line}</span>
    </div>
  );
}

/** The way from a Task call to its subagent's transcript, or a note saying why there is none. */
function TaskCallMarker({ call }: { call: TaskCallView }) {
  if (call.href === null)
    return (
      <span className={styles.marker} data-kind="task" title={call.title}>
        {call.status}
      </span>
    );
  return (
    <Link
      href={call.href}
      className={styles.jump}
      title={call.title}
      data-testid="tree-subagent-link"
      onClick={(event) => event.stopPropagation()}
    >
      ↳ {call.status}
    </Link>
  );
}
