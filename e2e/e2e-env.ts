// Settings shared by playwright.config.ts (which starts the server with them) and the specs
// (which assert against them), so a spec never hard-codes what the server was told.

/** The upload limit the e2e server runs with (MAX_UPLOAD_BYTES), small so a 413 test is quick. */
export const E2E_MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** The port scripts/e2e.mjs chose (a free one), or a fixed default for `npx playwright test`. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3217);

export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The fake Messages API (lib/llm/testing) the e2e server's Anthropic summarizer talks to:
 * the server starts with ANTHROPIC_BASE_URL on this port and a fake key; a spec that needs it
 * starts the fake there (e2e/summaries.spec.ts) and reads the requests it received.
 */
export const E2E_FAKE_API_PORT = Number(process.env.E2E_FAKE_API_PORT || E2E_PORT + 1);
export const E2E_FAKE_API_URL = `http://127.0.0.1:${E2E_FAKE_API_PORT}`;
export const E2E_FAKE_API_KEY = "sk-ant-e2e-fake-key";

/**
 * The team-mode server (AUTH_SECRET set) that the sign-in specs use, beside the open one the
 * other specs use: same build, its own port and database (scripts/e2e.mjs picks the ports).
 */
export const E2E_TEAM_PORT = Number(process.env.E2E_TEAM_PORT || E2E_PORT + 2);
// `localhost`, not 127.0.0.1: Next's request URLs say localhost for 127.0.0.1 (NextURL rewrites
// it), and the OIDC redirect URI the server names must be the one the browser was sent to.
export const E2E_TEAM_BASE_URL = `http://localhost:${E2E_TEAM_PORT}`;
export const E2E_AUTH_SECRET = "e2e-only-secret-e2e-only-secret-e2e!";

/** The local OIDC provider (oidc-provider) that e2e/oidc-sign-in.spec.ts starts on this port. */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT || E2E_PORT + 3);
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const E2E_OIDC_CLIENT = { id: "compaction-lab-e2e", secret: "e2e-oidc-client-secret" };

/** The team server's database, in the run's data folder (set by playwright.config.ts). */
export function e2eTeamDatabaseUrl(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  return `file:${dir}/e2e-team.db`;
}
