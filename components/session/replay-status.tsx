import type { ReplayState } from "./use-replay";

/** One line under the curve's title: which profile the replay ran and whether it is current. */
export function ReplayStatus({ replay }: { replay: ReplayState }) {
  const { result, isLoading, error } = replay;
  return (
    <p className="replay-status" role="status" aria-live="polite" data-loading={isLoading}>
      {error ? (
        <span className="replay-error">Replay refused: {error}</span>
      ) : result ? (
        <>
          Replayed with <strong>{result.profile}</strong> ({result.profileReason}) on a{" "}
          {result.window.tokens.toLocaleString("en-US")}-token window
          {isLoading ? " · updating…" : ""}
        </>
      ) : (
        "Replaying the session…"
      )}
    </p>
  );
}
