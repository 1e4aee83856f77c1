import { describe, expect, it } from "vitest";
import { planImport, sessionFileOf, type Found } from "./find-transcripts";

const found = (file: string, bytes: number): Found => ({ file, name: file, bytes });

describe("sessionFileOf", () => {
  it.each([
    ["/p/proj/s1/subagents/agent-a.jsonl", "/p/proj/s1.jsonl"],
    ["/p/proj/s1.jsonl", null],
    ["/p/proj/s1/other/agent-a.jsonl", null],
  ])("%s belongs to %s", (file, session) => {
    expect(sessionFileOf(file)).toBe(session);
  });
});

describe("planImport", () => {
  it("puts the largest files first and each subagent after its session file, even a larger subagent", () => {
    const plan = planImport([
      found("/p/a/s1.jsonl", 10),
      found("/p/a/s1/subagents/agent-x.jsonl", 50),
      found("/p/a/s2/subagents/agent-y.jsonl", 5),
      found("/p/b/s3.jsonl", 30),
    ]);
    expect(plan.map((item) => [item.file, item.after])).toEqual([
      ["/p/b/s3.jsonl", null],
      ["/p/a/s1.jsonl", null],
      ["/p/a/s1/subagents/agent-x.jsonl", "/p/a/s1.jsonl"],
      // its session file is not in the tree: nothing to wait for
      ["/p/a/s2/subagents/agent-y.jsonl", null],
    ]);
  });

  it("does not mutate its input", () => {
    const input = [found("/p/a.jsonl", 1), found("/p/b.jsonl", 2)];
    const copy = structuredClone(input);
    planImport(input);
    expect(input).toEqual(copy);
  });
});

describe("findTranscripts on a ~/.codex/sessions tree", () => {
  it("finds the rollouts under YYYY/MM/DD and the oldest releases' loose ones", async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const root = await mkdtemp(path.join(tmpdir(), "codex-sessions-"));
    try {
      await mkdir(path.join(root, "2026/01/12"), { recursive: true });
      await writeFile(path.join(root, "2026/01/12/rollout-2026-01-12T09-00-00-a.jsonl"), "{}\n");
      await writeFile(path.join(root, "rollout-2025-05-07T17-24-21-b.jsonl"), "{}\n");
      await writeFile(path.join(root, "2026/01/12/notes.txt"), "x");
      const { findTranscripts } = await import("./find-transcripts");
      expect((await findTranscripts(root)).map((f) => f.name)).toEqual([
        "2026/01/12/rollout-2026-01-12T09-00-00-a.jsonl",
        "rollout-2025-05-07T17-24-21-b.jsonl",
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
