/** Shown while the server reads the transcript (a large one takes a moment). */
export default function SessionLoading() {
  return (
    <div className="session" aria-busy="true">
      <p className="breadcrumb muted">← Sessions</p>
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <ul className="stat-cards" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="stat-card skeleton" />
        ))}
      </ul>
      <p className="muted" role="status">
        Loading the session…
      </p>
    </div>
  );
}
