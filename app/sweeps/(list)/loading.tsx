/** Shown while a sweeps page reads the database. */
export default function SweepsLoading() {
  return (
    <div aria-busy="true">
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <p className="muted" role="status">
        Loading sweeps…
      </p>
    </div>
  );
}
