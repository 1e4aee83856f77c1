/**
 * What the Codex runs do not measure: every run's provider is a custom one, so the client
 * compacts locally and its summary is readable. Named "OpenAI", the same provider gets the
 * remote compaction OpenAI's endpoint serves (lab, 0.169.0, one session, not a matrix row).
 */
export function CodexRemoteNote() {
  return (
    <p data-testid="codex-remote-note">
      Remote compaction is not in the table: each run&apos;s provider is a custom one, which
      compacts locally (a summary request, its text readable in the rollout). A provider named{" "}
      <code>OpenAI</code> compacts remotely instead (seen once on 0.169.0 against the stand-in: a
      request to <code>/responses</code> ending in a <code>compaction_trigger</code> item, answered
      with one encrypted <code>compaction</code> item, and a <code>compacted</code> line with no
      text, which the session page shows as an encrypted summary); its threshold was not measured.
    </p>
  );
}
