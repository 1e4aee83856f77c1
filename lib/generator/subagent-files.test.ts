import { describe, expect, it } from "vitest";
import { generateTranscript } from "./generate-transcript";
import { subagentFiles } from "./subagent-files";

describe("subagentFiles", () => {
  const { lines } = generateTranscript({ seed: 4, style: "2.1", targetBytes: 400_000 });
  const parent = [...lines];
  const files = subagentFiles(parent);

  it("gives each subagent of a 2.1.x session its own file, named by the parent's result", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(parent.some((line) => line.includes(`agentId: ${file.agentId}`))).toBe(true);
      const records = file.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records.length).toBeGreaterThan(1);
      const sessionIds = new Set(records.map((r) => r.sessionId));
      expect(sessionIds.size).toBe(1);
      expect(parent[1]).toContain(`"sessionId":"${String([...sessionIds][0])}"`);
      for (const [i, record] of records.entries()) {
        expect(record).toMatchObject({ isSidechain: true, agentId: file.agentId });
        expect(record.parentUuid).toBe(i === 0 ? null : records[i - 1]!.uuid);
      }
    }
  });

  it("gives none for a 1.0.x session, whose subagents stay inline", () => {
    const inline = generateTranscript({ seed: 2, style: "1.0", targetBytes: 300_000 });
    expect(subagentFiles(inline.lines)).toEqual([]);
  });
});
