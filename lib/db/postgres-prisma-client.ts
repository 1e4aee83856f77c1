import { PrismaPg } from "@prisma/adapter-pg";
import type { PrismaClient } from "./generated/client";
import { PrismaClient as PostgresPrismaClient } from "./generated-postgres/client";

/**
 * A PrismaClient on the PostgreSQL server a `postgresql://` URL names, typed as the SQLite
 * client the rest of the code knows (see createPrismaClient).
 */
export function createPostgresPrismaClient(url: string): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url });
  return new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
}
