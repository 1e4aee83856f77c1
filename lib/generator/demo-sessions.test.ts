import { describe, expect, it } from "vitest";
import { generateDemoSessions } from "./demo-sessions";
import { generateTranscript, type GeneratedFacts } from "./generate-transcript";

function factsOf(name: string): GeneratedFacts {
  const demo = generateDemoSessions().find((d) => d.name === name);
  if (!demo) throw new Error(`no demo ${name}`);
  const { lines, facts } = generateTranscript(demo.options);
  for (const line of lines) void line;
  return facts();
}

describe("generateDemoSessions", () => {
  it("offers three uniquely named sessions", () => {
    const names = generateDemoSessions().map((d) => d.name);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
  });

  it.each([
    {
      name: "demo-2.1-autocompact-x2.jsonl",
      check: (f: GeneratedFacts) => {
        expect(f.compactions.filter((c) => c.trigger === "auto").length).toBeGreaterThanOrEqual(2);
        // 2.1.22 on does not microcompact (cc-2.1): none recorded, as the replay predicts.
        expect(f.microcompactions).toBe(0);
        expect(f.malformedLines).toHaveLength(2);
      },
    },
    {
      name: "demo-1.0-inline-sidechains.jsonl",
      check: (f: GeneratedFacts) => {
        expect(f.sidechainApiCalls).toBeGreaterThan(0);
        expect(f.compactions).toHaveLength(0);
      },
    },
    {
      name: "demo-2.1-small.jsonl",
      check: (f: GeneratedFacts) => {
        expect(f.compactions).toHaveLength(0);
        expect(f.apiCalls).toBeGreaterThan(5);
      },
    },
  ])("keeps what $name promises", ({ name, check }) => {
    check(factsOf(name));
  });
});
