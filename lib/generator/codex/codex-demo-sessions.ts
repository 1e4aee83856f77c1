import type { CodexRolloutOptions } from "./codex-options";

export type CodexDemoSession = {
  harness: "codex";
  /** File name the demo seeding stores it under. */
  name: string;
  description: string;
  options: CodexRolloutOptions & { targetBytes: number };
};

/**
 * The Codex rollouts the demo seeding generates; `codex-demo-sessions.test.ts` pins what each
 * description promises.
 */
export function generateCodexDemoSessions(): CodexDemoSession[] {
  return [
    {
      harness: "codex",
      name: "rollout-demo-codex-0.46-remote-compact.jsonl",
      description:
        "Codex CLI 0.46 session (gpt-5-codex, 272K window): two compactions at 90% of the window, summaries encrypted by OpenAI, one malformed line (about 3 MB)",
      options: { seed: 3, targetBytes: 3_000_000, cliVersion: "0.46.0", malformedLines: 1 },
    },
  ];
}
