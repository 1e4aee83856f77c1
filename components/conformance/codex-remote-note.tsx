/**
 * How the Codex rows' providers differ: the lab's own provider compacts locally; the client's
 * built-in OpenAI provider, pointed at the stand-in (`--provider openai`, `openai-chatgpt`),
 * compacts remotely, as the rows measured on 0.58.0 to 0.171.0 show.
 */
export function CodexRemoteNote() {
  return (
    <p data-testid="codex-remote-note">
      Rows without a provider ran under a custom one, which compacts locally (a summary request, its
      text readable in the rollout). Rows marked <code>provider=openai</code> ran under the
      client&apos;s own OpenAI provider pointed at the stand-in, and{" "}
      <code>provider=openai-chatgpt</code> signed in as a ChatGPT user; there the client compacts
      remotely: a request to <code>/responses/compact</code> (0.65.0 and 0.66.0 only when signed in
      with ChatGPT, with an API key too from 0.72.0), from 0.169.0 a request to{" "}
      <code>/responses</code> ending in a <code>compaction_trigger</code> item. Either way it is
      answered with one encrypted <code>compaction</code> item, and the <code>compacted</code> line
      has no text, which the session page shows as an encrypted summary. Every remote row compacted
      at its release&apos;s local threshold. The rebuilt context&apos;s size is the client&apos;s
      estimate of that item, which no row checks.
    </p>
  );
}
