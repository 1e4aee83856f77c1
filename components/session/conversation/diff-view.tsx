import type { ToolDetail } from "@/lib/view/session/conversation/tool-call";
import styles from "./conversation.module.css";

type Diff = Extract<ToolDetail, { kind: "diff" }>;

const MARK = { added: "+", removed: "-", same: " " } as const;

/** An edit's lines, removed then added, with their counts in the heading. */
export function DiffView({ diff }: { diff: Diff }) {
  return (
    <div className={styles.diff} data-testid="edit-diff">
      <p className={styles.diffCounts}>
        <span className={styles.added}>+{diff.added}</span>{" "}
        <span className={styles.removed}>-{diff.removed}</span>
      </p>
      {diff.hunks.map((hunk, h) => (
        <pre key={h} className={styles.diffHunk}>
          {hunk.lines.map((line, i) => (
            <span key={i} className={styles.diffLine} data-kind={line.kind}>
              {MARK[line.kind]} {line.text}
              {"\n"}
            </span>
          ))}
        </pre>
      ))}
    </div>
  );
}
