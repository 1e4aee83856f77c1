import type { ReactNode } from "react";

type TablePanelProps = {
  /** Test id of the section and prefix of its heading's id. */
  id: string;
  title: ReactNode;
  /** Filters beside the heading. */
  controls?: ReactNode;
  /** No replay yet: a status line instead of an empty frame. */
  isLoading: boolean;
  children: ReactNode;
};

/** The frame the inspector's tables share (events, cache breaks): heading, controls, body. */
export function TablePanel({ id, title, controls, isLoading, children }: TablePanelProps) {
  if (isLoading) {
    return (
      <p className="muted panel-empty" role="status">
        Replaying…
      </p>
    );
  }
  return (
    <section className="panel" aria-labelledby={`${id}-heading`} data-testid={id}>
      <div className="panel-head">
        <h2 id={`${id}-heading`} className="panel-title">
          {title}
        </h2>
        {controls}
      </div>
      {children}
    </section>
  );
}
