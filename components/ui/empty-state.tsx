import type { ReactNode } from "react";

/** A quiet panel that says why there is nothing to show and what to do about it. */
export function EmptyState({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <h3>{title}</h3>
      <div className="empty-state-body">{children}</div>
    </div>
  );
}
