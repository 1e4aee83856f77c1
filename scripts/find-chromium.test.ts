import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CHROMIUM_CANDIDATES, findChromium } from "./find-chromium.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "find-chromium-test-"));
const notExecutable = path.join(dir, "chromium");
writeFileSync(notExecutable, "");
chmodSync(notExecutable, 0o644);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("findChromium tells the e2e step which browser to drive", () => {
  it("uses CHROMIUM_PATH when it names an executable", () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toEqual({
      ok: true,
      path: process.execPath,
    });
  });

  it.each([
    ["a missing file", "/nonexistent/chromium"],
    ["a file that is not executable", notExecutable],
  ])("refuses a CHROMIUM_PATH naming %s and says how to install Chromium", (_what, file) => {
    const result = findChromium({ CHROMIUM_PATH: file });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(`CHROMIUM_PATH=${file}`);
    expect(result.message).toContain("apt-get install -y chromium");
  });

  it("without CHROMIUM_PATH, finds one of the system locations or explains the install", () => {
    const result = findChromium({});
    if (result.ok) expect(CHROMIUM_CANDIDATES).toContain(result.path);
    else expect(result.message).toContain("set CHROMIUM_PATH");
  });
});
