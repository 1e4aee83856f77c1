import { randomUUID } from "node:crypto";
import pg from "pg";

/** The database lib/testing/postgres-setup.ts migrates once; every test database copies it. */
export const TEMPLATE_DATABASE = "compaction_lab_template";

/** `url` with its database swapped for `database`. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** A fresh, unused database name: test_<32 hex>. */
export function newDatabaseName(): string {
  return `test_${randomUUID().replaceAll("-", "")}`;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates `name` as a copy of the migrated template; PostgreSQL refuses a copy while another
 * copy of the same template is being made, so a refused one waits and tries again.
 */
export async function createTestDatabase(serverUrl: string, name: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
      return withDatabase(serverUrl, name);
    } catch (error) {
      const busy = /is being accessed by other users/.test(String(error));
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Drops a test database, closing any connection still open on it (PostgreSQL 13+). */
export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
