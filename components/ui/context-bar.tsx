import { contextFill } from "@/lib/view/library/transcript-row";

/** A thin bar of how full a 200K context got; the number beside it carries the meaning. */
export function ContextBar({ tokens }: { tokens: number }) {
  const { fraction, isOverWindow } = contextFill(tokens);
  return (
    <span className="context-bar" aria-hidden="true" data-over={isOverWindow || undefined}>
      <span className="context-bar-fill" style={{ width: `${(fraction * 100).toFixed(1)}%` }} />
    </span>
  );
}
