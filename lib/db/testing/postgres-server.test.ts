import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { findPostgres, startPostgres, type PostgresServer } from "./postgres-server";

const found = findPostgres();
if (!found.ok) console.warn(`PostgreSQL tests skipped: ${found.reason}`);

describe.skipIf(!found.ok)("startPostgres", () => {
  let server: PostgresServer | undefined;
  afterAll(async () => server?.stop());

  it("starts a server that answers queries, and stops it", async () => {
    server = await startPostgres((found as { binDir: string }).binDir);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>("select 1 + 1 as n");
    await client.end();
    expect(rows[0]?.n).toBe(2);
    await server.stop();
    const after = new pg.Client({ connectionString: server.url });
    await expect(after.connect()).rejects.toThrow();
  });
});

describe("findPostgres", () => {
  it("names the missing binaries when PG_BIN is wrong", () => {
    expect(findPostgres({ PG_BIN: "/nonexistent" })).toEqual({
      ok: false,
      reason: "PG_BIN=/nonexistent holds no pg_ctl",
    });
  });
});
