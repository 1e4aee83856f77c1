// End-to-end tests: the production build in the system Chromium (Playwright's own browser
// download cannot work offline). Run them with `npm run test:e2e`, which finds Chromium, builds
// when needed and picks a free port; `npx playwright test` works too once the app is built.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  E2E_AUTH_SECRET,
  E2E_BASE_URL,
  E2E_FAKE_API_KEY,
  E2E_FAKE_API_URL,
  E2E_MAX_UPLOAD_BYTES,
  E2E_OIDC_CLIENT,
  E2E_OIDC_ISSUER,
  E2E_PORT,
  E2E_TEAM_BASE_URL,
  E2E_TEAM_PORT,
  e2eTeamDatabaseUrl,
} from "./e2e/e2e-env";
import { findChromium } from "./scripts/find-chromium.mjs";

const chromium = findChromium();
if (!chromium.ok) throw new Error(chromium.message);

// A fresh database per run, so specs (which seed their own data) never see a previous run's.
// Set in process.env so the worker processes, which load this file again, reuse the same one.
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(os.tmpdir(), "compaction-lab-e2e-"));
const databaseUrl = `file:${path.join(process.env.E2E_DATA_DIR, "e2e.db")}`;
const teamDatabaseUrl = e2eTeamDatabaseUrl();

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "e2e",
  // Specs share one server and one database: one worker keeps list and count assertions exact.
  workers: 1,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["list"], ["json"]] : "list",
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromium.path,
          // Without the networking flags Chromium keeps dialling Google services, which the
          // closed network refuses (shared/ENVIRONMENT.md).
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The same path as `npm start` (migrate, then `next start`); e2e.mjs has already built.
      command: "node scripts/start.mjs",
      url: `${E2E_BASE_URL}/`,
      env: {
        PORT: String(E2E_PORT),
        DATABASE_URL: databaseUrl,
        SKIP_DEMO_SEED: "1",
        MAX_UPLOAD_BYTES: String(E2E_MAX_UPLOAD_BYTES),
        // The live folder e2e/live-folder.spec.ts writes into (e2e/pages/live-folder.ts).
        WATCH: path.join(process.env.E2E_DATA_DIR, "watched"),
        NEXT_TELEMETRY_DISABLED: "1",
        // Anthropic variants go to the fake Messages API a spec starts (never the real one).
        ANTHROPIC_BASE_URL: E2E_FAKE_API_URL,
        ANTHROPIC_API_KEY: E2E_FAKE_API_KEY,
      },
      reuseExistingServer: false,
      // Covers a full `next build` too, for `npx playwright test` on a tree never built.
      timeout: 240_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The same build in team mode, for e2e/sign-in.spec.ts and e2e/oidc-sign-in.spec.ts; it
      // starts beside the open one, so it adds seconds, not a build.
      command: "node scripts/start.mjs",
      url: `${E2E_TEAM_BASE_URL}/signin`,
      env: {
        PORT: String(E2E_TEAM_PORT),
        DATABASE_URL: teamDatabaseUrl,
        SKIP_DEMO_SEED: "1",
        NEXT_TELEMETRY_DISABLED: "1",
        AUTH_SECRET: E2E_AUTH_SECRET,
        AUTH_URL: E2E_TEAM_BASE_URL,
        AUTH_OIDC_ISSUER: E2E_OIDC_ISSUER,
        AUTH_OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
        AUTH_OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        AUTH_OIDC_NAME: "Test IdP",
      },
      reuseExistingServer: false,
      timeout: 240_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
