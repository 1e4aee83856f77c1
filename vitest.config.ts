import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { findPostgres } from "./lib/db/testing/postgres-server";

/**
 * The database-layer test files, which run twice: on SQLite (the `sqlite` project, with every
 * other test) and on PostgreSQL (the `postgresql` project: one throwaway server per run,
 * lib/testing/postgres-setup.ts). Files that test SQLite itself (its file, pragmas, WAL,
 * triggers, disk-full handling) stay SQLite-only; lib/db/postgres.test.ts tests PostgreSQL's.
 */
const DATABASE_TESTS = [
  "lib/db/transcript-cost.test.ts",
  "lib/db/session-times.test.ts",
  "lib/db/replay-store.test.ts",
  "lib/db/evict-replays.test.ts",
  "lib/db/summary-variants.test.ts",
  "lib/db/raw-lines.test.ts",
  "lib/db/portable-queries.test.ts",
  "lib/services/ingest/ingest-file.test.ts",
  "lib/db/sqlite-ready-store.test.ts",
  "scripts/import-cli.test.ts",
  "lib/services/ingest/ingest-codex.test.ts",
  "lib/services/ingest/ingest-gemini.test.ts",
  "lib/services/watch/follow-file.test.ts",
  "lib/services/ingest/receive-upload.test.ts",
  "lib/services/ingest/reparse-transcript.test.ts",
  "lib/services/ingest/reencode-raw.test.ts",
  "lib/services/ingest/killed-upload.test.ts",
  "lib/services/sweeps/sweeps-service.test.ts",
  "lib/services/summaries/summaries-service.test.ts",
  "lib/services/replay/replay-service.test.ts",
  "lib/services/agreement/agreement-service.test.ts",
  "lib/services/search/search-service.test.ts",
  "lib/services/search/index-appended-lines.test.ts",
  "app/api/search.test.ts",
  "app/api/api-routes.test.ts",
  "app/api/sweeps.test.ts",
  "app/api/summaries.test.ts",
  "app/api/codex-summaries.test.ts",
  "app/api/templates.test.ts",
  "app/api/records.test.ts",
  "app/api/compactions-aftermath.test.ts",
  "app/api/tree.test.ts",
  "app/api/links.test.ts",
  "app/api/codex-links.test.ts",
  "app/api/calls.test.ts",
  "app/api/replay-agreement.test.ts",
  "app/api/summary-request.test.ts",
  "app/api/redaction.test.ts",
  "app/api/summary-probes.test.ts",
  "app/api/summaries-restart.test.ts",
  "lib/auth/password-sign-in.test.ts",
  "lib/services/ingest/upload-progress.test.ts",
  "app/api/upload-progress.test.ts",
  "scripts/seed-demo.test.ts",
  "app/api/hostile-input.test.ts",
  "app/api/route-fuzz.test.ts",
  // Workers on a PostgreSQL queue: app data on SQLite in one project, on PostgreSQL in the other.
  "lib/services/sweeps/worker-processes.test.ts",
];
/** PostgreSQL's own tests (migrations, diffs): only in the postgresql project. */
const POSTGRES_ONLY_TESTS = ["lib/db/postgres.test.ts"];

// Decided when the config loads, so the reason is printed once per run, not once per file.
const postgres = findPostgres();
if (!postgres.ok) console.warn(`PostgreSQL database tests skipped: ${postgres.reason}`);

const buildWorker = "./lib/testing/build-worker-setup.ts";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // `server-only` throws outside React server components; tests run on the server anyway.
      "server-only": fileURLToPath(new URL("./lib/testing/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // next-auth imports `next/server` without an extension, which Node's resolver refuses;
    // through Vite's resolver the Auth.js route and config load in tests like the app's code.
    server: { deps: { inline: ["next-auth"] } },
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: [
            "lib/**/*.test.ts",
            "app/**/*.test.ts",
            "scripts/**/*.test.ts",
            // Components whose safety is a property of what they render (inert markdown).
            "components/**/*.test.tsx",
          ],
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY_TESTS],
          // Worker threads load the bundled replay worker, not TypeScript: build it first.
          globalSetup: [buildWorker],
          provide: { databaseProvider: "sqlite", postgresServerUrl: "" },
        },
      },
      ...(postgres.ok
        ? [
            {
              extends: true as const,
              test: {
                name: "postgresql",
                include: [...DATABASE_TESTS, ...POSTGRES_ONLY_TESTS],
                globalSetup: [buildWorker, "./lib/testing/postgres-setup.ts"],
                provide: { databaseProvider: "postgresql" as const, postgresServerUrl: "" },
              },
            },
          ]
        : []),
    ],
  },
});
