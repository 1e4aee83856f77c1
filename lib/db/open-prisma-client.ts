import { databaseProvider } from "./database-url";
import type { PrismaClient } from "./generated/client";

/**
 * createPrismaClient for a short-lived process: loads only the provider's own client. Each
 * generated client carries its query compiler, and PostgreSQL's driver comes with its adapter;
 * a command-line import on SQLite spent about a tenth of a second loading both before it could
 * store anything.
 */
export async function openPrismaClient(url: string): Promise<PrismaClient> {
  if (databaseProvider(url) === "postgresql") {
    const { createPostgresPrismaClient } = await import("./postgres-prisma-client");
    return createPostgresPrismaClient(url);
  }
  const { createSqlitePrismaClient } = await import("./sqlite-prisma-client");
  return createSqlitePrismaClient(url);
}
