// `npm run test:e2e` (and the last step of `npm test`): the Playwright suite against the
// production build, in the system Chromium. Arguments are passed on to `playwright test`
// (e.g. `npm run test:e2e -- e2e/upload.spec.ts --headed`).
//   1. find Chromium, or say exactly how to install it and exit 1
//   2. build if needed (here rather than in Playwright's webServer, whose output is hidden
//      until it fails and whose start-up timeout would have to cover a full build)
//   3. pick free ports (the app's, the fake Messages API's), then `playwright test`; playwright.config.ts starts the server
//      through scripts/start.mjs on that port against a fresh temporary database, which is
//      deleted afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureBuild, ensurePrismaClient } from "./ensure-build.mjs";
import { findChromium } from "./find-chromium.mjs";
import { runBin } from "./run-bin.mjs";

/** A port that was free a moment ago, from the OS; E2E_PORT overrides it. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function main() {
  const chromium = findChromium();
  if (!chromium.ok) {
    console.error(`\n${chromium.message}\n`);
    process.exit(1);
  }

  await ensurePrismaClient();
  await ensureBuild();

  const port = process.env.E2E_PORT || String(await freePort());
  // Where summaries.spec.ts starts the fake Messages API (the server's ANTHROPIC_BASE_URL).
  const fakeApiPort = process.env.E2E_FAKE_API_PORT || String(await freePort());
  // The team-mode server of the sign-in specs, and the OIDC provider one of them starts.
  const teamPort = process.env.E2E_TEAM_PORT || String(await freePort());
  const oidcPort = process.env.E2E_OIDC_PORT || String(await freePort());
  console.log(`e2e: Chromium ${chromium.path}, app on http://127.0.0.1:${port}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compaction-lab-e2e-"));
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromium.path,
    E2E_PORT: port,
    E2E_FAKE_API_PORT: fakeApiPort,
    E2E_TEAM_PORT: teamPort,
    E2E_OIDC_PORT: oidcPort,
    E2E_DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  try {
    const args = ["test", ...process.argv.slice(2)];
    process.exitCode = await runBin("@playwright/test", "playwright", args, { env });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
