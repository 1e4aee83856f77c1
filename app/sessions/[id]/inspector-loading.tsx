/** Shown until the inspector is drawn in the browser (a large transcript's calls take a moment). */
export function InspectorLoading() {
  return (
    <section className="panel" aria-busy="true">
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <p className="muted" role="status">
        Loading the inspector…
      </p>
    </section>
  );
}
