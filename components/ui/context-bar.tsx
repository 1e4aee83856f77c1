import { contextFill } from "@/lib/view/library/transcript-row";

/**
 * A thin bar of how full the session's context got, of its own window; nothing when the window
 * is not known. The number beside it carries the meaning.
 */
export function ContextBar({ tokens, window }: { tokens: number; window: number | null }) {
  const fill = contextFill(tokens, window);
  if (fill === null) return null;
  return (
    <span className="context-bar" aria-hidden="true" data-over={fill.isOverWindow || undefined}>
      <span
        className="context-bar-fill"
        style={{ width: `${(fill.fraction * 100).toFixed(1)}%` }}
      />
    </span>
  );
}
