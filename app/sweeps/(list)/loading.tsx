/**
 * Shown while the sweeps list or the new-sweep form reads the database. Not above a sweep's own
 * page (app/sweeps/[id]): a loading boundary there would send 200 before the page could find the
 * sweep missing and answer 404.
 */
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
