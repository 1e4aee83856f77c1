// Settings shared by playwright.config.ts (which starts the server with them) and the specs
// (which assert against them), so a spec never hard-codes what the server was told.

/** The upload limit the e2e server runs with (MAX_UPLOAD_BYTES), small so a 413 test is quick. */
export const E2E_MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** The port scripts/e2e.mjs chose (a free one), or a fixed default for `npx playwright test`. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3217);

export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
