import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { toPostgresSchema } from "../../scripts/postgres-schema.mjs";

const read = (relative: string) =>
  readFileSync(fileURLToPath(new URL(`../../${relative}`, import.meta.url)), "utf8");

describe("prisma/postgresql/schema.prisma", () => {
  // The CI check of "one source of truth": the PostgreSQL schema is derived, never edited.
  it("is what scripts/postgres-schema.mjs derives from prisma/schema.prisma (else: npm run db:diff -- <name>)", () => {
    expect(read("prisma/postgresql/schema.prisma")).toBe(
      toPostgresSchema(read("prisma/schema.prisma")),
    );
  });
});

describe("toPostgresSchema", () => {
  const sqlite = `generator client {
  provider = "prisma-client"
  output   = "../lib/db/generated"
}

datasource db {
  provider = "sqlite"
}

model Note {
  id   String @id
  /// provider = "sqlite" in a comment stays as it is
  body Bytes
}
`;

  it("swaps the provider and sends the client to its own folder, and nothing else", () => {
    const postgres = toPostgresSchema(sqlite);
    expect(postgres).toContain('provider = "postgresql"');
    expect(postgres).toContain('output   = "../../lib/db/generated-postgres"');
    expect(postgres).toContain('/// provider = "sqlite" in a comment stays as it is');
    expect(postgres.slice(postgres.indexOf("model Note"))).toBe(
      sqlite.slice(sqlite.indexOf("model Note")),
    );
  });

  it("refuses a schema it does not recognise rather than guess", () => {
    expect(() => toPostgresSchema(sqlite.replace('"sqlite"', '"mysql"'))).toThrow(
      /expected one datasource with provider = "sqlite", found 0/,
    );
  });
});
