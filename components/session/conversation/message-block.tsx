import type { ConversationBlock } from "@/lib/view/session/conversation/message-blocks";
import styles from "./conversation.module.css";
import { MarkdownText } from "./markdown-text";
import { ToolCallBlock } from "./tool-call-block";

type MessageBlockProps = {
  block: ConversationBlock;
  /** The transcript of the subagent a Task call started, by the call's tool_use id. */
  subagentHrefOf?: (toolUseId: string) => string | undefined;
};

/** One block of a message: markdown, folded thinking or result, a tool call, an image label. */
export function MessageBlock({ block, subagentHrefOf }: MessageBlockProps) {
  switch (block.kind) {
    case "text":
      return <MarkdownText text={block.text} />;
    case "thinking":
      return (
        <details className={styles.fold} data-testid="thinking">
          <summary>{block.summary}</summary>
          <pre className={styles.pre}>{block.text}</pre>
        </details>
      );
    case "tool-call":
      return <ToolCallBlock call={block.call} subagentHref={subagentHrefOf?.(block.call.id)} />;
    case "tool-result":
      return (
        <details
          className={styles.fold}
          data-testid="tool-result"
          data-error={block.isError || undefined}
        >
          <summary>{block.summary}</summary>
          <pre className={styles.pre}>{block.text}</pre>
          {block.images.map((label, i) => (
            <p key={i} className={styles.placeholder}>
              [image: {label}]
            </p>
          ))}
        </details>
      );
    case "image":
      return <p className={styles.placeholder}>[image: {block.label}]</p>;
    case "other":
      return (
        <div>
          <p className={styles.muted}>{block.title}</p>
          <pre className={styles.pre}>{block.text}</pre>
        </div>
      );
  }
}
