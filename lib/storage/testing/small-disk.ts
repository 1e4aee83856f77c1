import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type SmallDisk =
  { ok: true; dir: string; unmount: () => void } | { ok: false; reason: string };

/**
 * A real, small filesystem (tmpfs) to fill on purpose: tests of what a full disk does. Needs
 * root (sessions and CI run as root, shared/ENVIRONMENT.md); elsewhere it says why not.
 */
export function mountSmallDisk(megabytes: number): SmallDisk {
  const dir = mkdtempSync(path.join(tmpdir(), "compaction-lab-small-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", dir], {
      stdio: "pipe",
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return {
      ok: false,
      reason: `cannot mount a ${megabytes} MB tmpfs here (${stderr || String(error)})`,
    };
  }
  return {
    ok: true,
    dir,
    unmount: () => {
      execFileSync("umount", ["-l", dir], { stdio: "pipe" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Fills what is left of a disk with `file`, as another program would: to the last byte, in
 * ever smaller blocks once a larger one no longer fits.
 */
export function fillDisk(file: string): void {
  const fd = openSync(file, "a");
  try {
    for (const size of [1024 * 1024, 4096, 512, 1]) {
      const block = Buffer.alloc(size, 7);
      try {
        for (;;) writeSync(fd, block);
      } catch {
        // ENOSPC: on to smaller blocks
      }
    }
  } finally {
    closeSync(fd);
  }
}
