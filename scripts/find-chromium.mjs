// Where the Chromium for the e2e tests lives. Playwright's own browser download cannot work
// offline, so the tests drive the system Chromium (Debian's `chromium` package) instead.
// Shared by scripts/e2e.mjs (to fail early with install instructions) and playwright.config.ts.
import { accessSync, constants } from "node:fs";

/** Checked in order after CHROMIUM_PATH: Debian's package, then Ubuntu's older name. */
export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export const CHROMIUM_INSTALL_HINT = [
  "The end-to-end tests need a Chromium browser, and none was found.",
  "  Debian/Ubuntu:   sudo apt-get update && sudo apt-get install -y chromium",
  "  Anywhere else:   set CHROMIUM_PATH to a Chromium or Chrome executable,",
  "                   e.g. CHROMIUM_PATH=/path/to/chrome npm test",
  "(`npx playwright install` cannot work here: it downloads browsers from the network.)",
].join("\n");

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium executable to launch, or a reason it cannot be used. CHROMIUM_PATH wins when set;
 * a CHROMIUM_PATH that does not exist is an error rather than a silent fallback, so a typo is
 * reported instead of testing some other browser.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ ok: true, path: string } | { ok: false, message: string }}
 */
export function findChromium(env = process.env) {
  const explicit = env.CHROMIUM_PATH?.trim();
  if (explicit) {
    return isExecutable(explicit)
      ? { ok: true, path: explicit }
      : {
          ok: false,
          message: `CHROMIUM_PATH=${explicit} is not an executable file.\n${CHROMIUM_INSTALL_HINT}`,
        };
  }
  const found = CHROMIUM_CANDIDATES.find(isExecutable);
  return found ? { ok: true, path: found } : { ok: false, message: CHROMIUM_INSTALL_HINT };
}
