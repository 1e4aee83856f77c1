// Writes a generated transcript to a file for the benchmarks, streaming (a 1 GB file is never
// whole in memory). The generator is imported lazily so a benchmark's measured child process
// does not load it.
import { createWriteStream } from "node:fs";
import { once } from "node:events";

/**
 * A 2.1-style Claude Code transcript (or, with `harness` "codex", a Codex rollout; with
 * "gemini-cli", a Gemini CLI session) of about
 * `bytes` bytes from the project's generator, at `file`.
 */
export async function writeGeneratedTranscript(
  file: string,
  bytes: number,
  seed: number,
  harness: "claude-code" | "codex" | "gemini-cli" = "claude-code",
) {
  const { generateTranscriptLines } = await import("../lib/generator/generate-transcript");
  const { generateCodexRollout } = await import("../lib/generator/codex/generate-codex-rollout");
  const { generateGeminiSession } = await import("../lib/generator/gemini/generate-gemini-session");
  const lines =
    harness === "codex"
      ? generateCodexRollout({ seed, targetBytes: bytes }).lines
      : harness === "gemini-cli"
        ? generateGeminiSession({ seed, targetBytes: bytes }).lines
        : generateTranscriptLines({ seed, style: "2.1", targetBytes: bytes });
  const out = createWriteStream(file);
  for (const line of lines) {
    if (!out.write(line + "\n")) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}
