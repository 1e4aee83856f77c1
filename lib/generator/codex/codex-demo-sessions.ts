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
      name: "rollout-demo-codex-0.100-remote-compact.jsonl",
      // The limit and window the lab measured for 0.100.0's default model: compaction at
      // 244,800 (90% of 272,000), model_context_window reported as 258,400.
      description:
        "Codex CLI 0.100 session (gpt-5.2-codex, 258,400-token window): two compactions at 244,800 tokens, summaries encrypted by OpenAI, one malformed line (about 3 MB)",
      options: {
        seed: 3,
        targetBytes: 3_000_000,
        cliVersion: "0.100.0",
        model: "gpt-5.2-codex",
        contextWindow: 258_400,
        autoCompactAt: 244_800,
        malformedLines: 1,
      },
    },
  ];
}
