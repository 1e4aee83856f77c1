import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkFolder } from "./check-folder";

let home: string;
beforeAll(async () => {
  home = await mkdtemp(path.join(tmpdir(), "check-folder-"));
  await mkdir(path.join(home, "projects"));
  await writeFile(path.join(home, "file.jsonl"), "{}\n");
  await mkdir(path.join(home, "locked"));
  await chmod(path.join(home, "locked"), 0o000);
});
afterAll(async () => {
  await chmod(path.join(home, "locked"), 0o755);
  await rm(home, { recursive: true, force: true });
});

describe("checkFolder", () => {
  it("accepts a readable folder, ~ expanded", async () => {
    expect(await checkFolder("~/projects", home)).toEqual({
      ok: true,
      folder: path.join(home, "projects"),
    });
    expect(await checkFolder(`${home}/projects/../projects/`, home)).toMatchObject({ ok: true });
  });

  it.each([
    ["relative/path", /not an absolute path/],
    ["~other/x", /not an absolute path/],
    ["/nowhere/at/all", /does not exist/],
    ["~/file.jsonl", /is not a folder/],
    ["/a\u0000b", /NUL/],
  ])("refuses %j, saying why", async (input, reason) => {
    const checked = await checkFolder(input, home);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? "" : checked.reason).toMatch(reason);
  });

  it.skipIf(process.getuid?.() === 0)("refuses a folder the server may not read", async () => {
    expect(await checkFolder("~/locked", home)).toMatchObject({ ok: false });
  });
});
