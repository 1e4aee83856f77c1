import { appendFile, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { watchFolders } from "./watch-folders";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "watch-folders-"));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

/** A watch of `folder` recording which files it was asked to follow, in order. */
function watchOf(folder: string, follow = async (_file: string) => {}) {
  const followed: string[] = [];
  const logs: string[] = [];
  const watch = watchFolders({
    folders: () => [{ folder, workspaceId: "default" }],
    follow: async (file) => {
      followed.push(path.relative(folder, file));
      await follow(file);
    },
    log: (message) => logs.push(message),
    pollMs: 50,
    debounceMs: 10,
  });
  return { watch, followed, logs };
}

describe("watchFolders", () => {
  it("follows every .jsonl file in the tree, new and grown ones, and nothing else", async () => {
    const folder = path.join(root, "tree");
    await mkdir(path.join(folder, "p1", "subagents"), { recursive: true });
    await writeFile(path.join(folder, "p1", "a.jsonl"), "{}\n");
    await writeFile(path.join(folder, "p1", "notes.txt"), "x\n");
    const { watch, followed } = watchOf(folder);
    await vi.waitFor(() => expect(followed).toEqual(["p1/a.jsonl"]));
    await writeFile(path.join(folder, "p1", "subagents", "agent-1.jsonl"), "{}\n");
    await vi.waitFor(() => expect(followed).toContain("p1/subagents/agent-1.jsonl"));
    await appendFile(path.join(folder, "p1", "a.jsonl"), "{}\n");
    await vi.waitFor(() => expect(followed.filter((f) => f === "p1/a.jsonl")).toHaveLength(2));
    await watch.stop();
  });

  it("survives a symlink loop, a missing folder and a failing file, saying why once", async () => {
    const folder = path.join(root, "hostile");
    await mkdir(folder, { recursive: true });
    await symlink(folder, path.join(folder, "loop"));
    await writeFile(path.join(folder, "bad.jsonl"), "{}\n");
    await writeFile(path.join(folder, "good.jsonl"), "{}\n");
    const { watch, followed, logs } = watchOf(folder, async (file) => {
      if (file.endsWith("bad.jsonl")) throw new Error("EACCES: permission denied");
    });
    await vi.waitFor(() =>
      expect(followed).toEqual(expect.arrayContaining(["bad.jsonl", "good.jsonl"])),
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // a few polls: bad.jsonl is retried
    expect(followed.filter((f) => f === "good.jsonl")).toHaveLength(1);
    expect(logs.filter((line) => line.includes("bad.jsonl"))).toHaveLength(1);
    await watch.stop();

    const missing = watchOf(path.join(root, "not-there"));
    await vi.waitFor(() => expect(missing.logs.join("\n")).toMatch(/not-there.*ENOENT/));
    await missing.watch.stop();
  });
});
