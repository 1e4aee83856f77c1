import type { ToolCallView } from "@/lib/view/session/conversation/tool-call";
import styles from "./conversation.module.css";
import { DiffView } from "./diff-view";
import { TodoListView } from "./todo-list-view";

type ToolCallBlockProps = {
  call: ToolCallView;
  /** Where the subagent this Task call started can be read; shown only when known. */
  subagentHref?: string;
};

/** A tool call: its name, the inputs that say what it does, then its diff, list or input. */
export function ToolCallBlock({ call, subagentHref }: ToolCallBlockProps) {
  const { detail } = call;
  return (
    <div className={styles.toolCall} data-testid="tool-call" data-tool={call.name}>
      <p className={styles.toolName}>
        <code>{call.name}</code>
        {subagentHref !== undefined && call.isSubagentCall && (
          <a className={styles.subagentLink} href={subagentHref}>
            Open the subagent&apos;s transcript
          </a>
        )}
      </p>
      {call.fields.length > 0 && (
        <dl className={styles.fields}>
          {call.fields.map((field) => (
            <div key={field.label} className={styles.field}>
              <dt>{field.label}</dt>
              <dd>
                {field.isCode ? <code className={styles.code}>{field.value}</code> : field.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {detail.kind === "diff" && <DiffView diff={detail} />}
      {detail.kind === "todos" && <TodoListView items={detail.items} />}
      {detail.kind === "text" && (
        <details className={styles.fold}>
          <summary>{detail.label}</summary>
          <pre className={styles.pre}>{detail.text}</pre>
        </details>
      )}
      {detail.kind === "json" && (
        <details className={styles.fold}>
          <summary>input</summary>
          <pre className={styles.pre}>{detail.text}</pre>
        </details>
      )}
    </div>
  );
}
