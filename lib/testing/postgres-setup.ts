// Vitest global setup of the `postgresql` test project (vitest.config.ts): ONE throwaway
// PostgreSQL server per run (lib/db/testing/postgres-server.ts), with a template database
// migrated once, so each test file's database is a fast CREATE DATABASE ... TEMPLATE copy
// (lib/db/testing/temp-database.ts). Its URL reaches the tests through `provide`.
import type { TestProject } from "vitest/node";
import pg from "pg";
import { migrateDatabase } from "../db/migrate";
import { findPostgres, startPostgres } from "../db/testing/postgres-server";
import { TEMPLATE_DATABASE, withDatabase } from "../db/testing/postgres-databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** Which database the test files of this project run on. */
    databaseProvider: "sqlite" | "postgresql";
    /** The test server's superuser URL (its `postgres` database); "" outside the PG project. */
    postgresServerUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const found = findPostgres();
  if (!found.ok) throw new Error(`PostgreSQL tests need a server: ${found.reason}`);
  const started = performance.now();
  const server = await startPostgres(found.binDir);
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
    await admin.end();
    await migrateDatabase(withDatabase(server.url, TEMPLATE_DATABASE));
  } catch (error) {
    await server.stop();
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`PostgreSQL test server up and migrated in ${seconds} s`);
  project.provide("postgresServerUrl", server.url);
  return () => server.stop();
}
