import type { GeminiSessionOptions } from "./gemini-options";

export type GeminiDemoSession = {
  harness: "gemini-cli";
  /** File name the demo seeding stores it under. */
  name: string;
  description: string;
  options: GeminiSessionOptions & { targetBytes: number };
};

/**
 * The Gemini CLI sessions the demo seeding generates; `gemini-demo-sessions.test.ts` pins what
 * each description promises.
 */
export function generateGeminiDemoSessions(): GeminiDemoSession[] {
  return [
    {
      harness: "gemini-cli",
      name: "session-demo-gemini-cli-0.61.jsonl",
      // The lab measured 0.61.0 compressing gemini-3.1-pro-preview at 524,288 prompt tokens.
      description:
        "Gemini CLI 0.61 session (gemini-3.1-pro-preview, 1,048,576-token limit): one compression once the prompt tokens passed 524,288, one malformed line (about 6 MB)",
      options: { seed: 7, targetBytes: 6_000_000, malformedLines: 1 },
    },
  ];
}
