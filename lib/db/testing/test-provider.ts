import { inject } from "vitest";
import type { DatabaseProvider } from "../database-url";

/**
 * The database this test file runs on: vitest.config.ts runs the database-layer test files
 * twice, in the `sqlite` project and again in the `postgresql` one (against one throwaway
 * server per run); test helpers ask here which one they are in.
 */
export function testDatabaseProvider(): DatabaseProvider {
  return inject("databaseProvider") ?? "sqlite";
}

/** The PostgreSQL test server's URL; throws outside the `postgresql` project. */
export function postgresServerUrl(): string {
  const url = inject("postgresServerUrl");
  if (!url) throw new Error("no PostgreSQL test server: run this file in the postgresql project");
  return url;
}
