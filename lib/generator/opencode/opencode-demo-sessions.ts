import type { OpenCodeSessionOptions } from "./opencode-options";

export type OpenCodeDemoSession = {
  harness: "opencode";
  /** File name the demo seeding stores it under. */
  name: string;
  description: string;
  options: OpenCodeSessionOptions & { targetBytes: number };
};

/**
 * The OpenCode sessions the demo seeding generates; `opencode-demo-sessions.test.ts` pins what
 * each description promises.
 */
export function generateOpenCodeDemoSessions(): OpenCodeDemoSession[] {
  return [
    {
      harness: "opencode",
      name: "opencode-demo-1.18.jsonl",
      // The lab measured 1.18.33 compacting at the window less the output limit (capped at 32,000).
      description:
        "OpenCode 1.18 session (claude-sonnet-4-5, 200,000 window): compactions once a response's total reached the usable 168,000, the newest turns kept, one malformed line (about 3 MB)",
      options: { seed: 11, targetBytes: 3_000_000, malformedLines: 1 },
    },
  ];
}
