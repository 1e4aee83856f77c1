import type { GeneratorOptions } from "./generate-transcript";

export type DemoSession = {
  /** File name the demo seeding stores it under. */
  name: string;
  description: string;
  options: GeneratorOptions;
};

/**
 * The sessions the demo seeding generates. Seeds were chosen so each session shows what its
 * description says; `demo-sessions.test.ts` pins those properties, so a generator change that
 * moves them fails loudly instead of silently emptying the demo.
 */
export function generateDemoSessions(): DemoSession[] {
  return [
    {
      name: "demo-2.1-autocompact-x2.jsonl",
      // 2.1.69 on: no legacy microcompact, auto compaction at 167K. The replay under `auto`
      // agrees with every recorded compaction (replay-agreement.test.ts). 2.1.0 to 2.1.68
      // microcompact (above 135K, from 2.1.22 above 147K; conformance lab), and a generated
      // session of theirs rarely compacts under 10 MB.
      description:
        "Claude Code 2.1.70 session: two auto compactions at 167K, subagent progress, two malformed lines (about 4 MB)",
      options: {
        seed: 9,
        style: "2.1",
        version: "2.1.70",
        targetBytes: 4_000_000,
        malformedLines: 2,
      },
    },
    {
      name: "demo-1.0-inline-sidechains.jsonl",
      description:
        "Claude Code 1.0 session with inline Task sidechains, no compaction (about 1 MB)",
      options: { seed: 2, style: "1.0", targetBytes: 1_000_000 },
    },
    {
      name: "demo-2.1-small.jsonl",
      description: "Short Claude Code 2.1 session without compaction (about 300 KB)",
      options: { seed: 5, style: "2.1", targetBytes: 300_000 },
    },
  ];
}
