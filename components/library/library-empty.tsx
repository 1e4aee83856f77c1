import { EmptyState } from "@/components/ui/empty-state";
import { TrySampleButton } from "./try-sample-button";

/** What a first visit shows instead of an empty table: a sample, and the three ways to bring transcripts in. */
export function LibraryEmpty() {
  return (
    <EmptyState title="No transcripts yet" testId="library-empty">
      <p>No session of your own at hand? A generated one shows every view:</p>
      <TrySampleButton />
      <p>
        Drop <code>.jsonl</code> files on the upload area above (Claude Code keeps them in{" "}
        <code>~/.claude/projects/&lt;project&gt;/</code>, Codex CLI in{" "}
        <code>~/.codex/sessions/</code>, Gemini CLI in{" "}
        <code>~/.gemini/tmp/&lt;project&gt;/chats/</code>), or import a whole folder from a terminal
        in the project:
      </p>
      <pre className="code-block">
        npm run import -- ~/.claude/projects ~/.codex/sessions ~/.gemini/tmp
      </pre>
      <p>
        Or send one with curl:{" "}
        <code>
          curl -X POST -T session.jsonl -H &apos;Content-Type: application/x-ndjson&apos;
          &apos;http://localhost:3000/api/transcripts?name=session.jsonl&apos;
        </code>
      </p>
    </EmptyState>
  );
}
