import { randomUUID } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";

type SchemaEngine = bg.SchemaEngine;

// The package's ESM entry does `import * as wasm from "./schema_engine_bg.wasm"`, which Node 20
// refuses (no wasm ESM integration). So we instantiate the .wasm ourselves, once per process,
// with the bindings module as its only import, exactly as that entry would have.
let wasmReady: Promise<void> | undefined;

function loadSchemaEngineWasm(): Promise<void> {
  wasmReady ??= (async () => {
    // The wasm file is not in the package's exports map; find it beside the bindings module.
    // Resolve from the project root, not import.meta.url, which points into .next in a bundle.
    const require = createRequire(path.join(process.cwd(), "package.json"));
    const bindings = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(path.join(path.dirname(bindings), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return wasmReady;
}

/**
 * When the engine replays migrations on a shadow database (db:diff) it sends each whole
 * migration.sql through `executeRaw`, and better-sqlite3's prepare() refuses more than one
 * statement (a RangeError, not a SQLite error). Run such scripts with `executeScript` (exec)
 * instead; every other call, and every other error, goes through untouched.
 */
function withScriptFallback(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (error) {
      const isMultiStatement =
        error instanceof RangeError && /more than one statement/.test(error.message);
      if (!isMultiStatement || query.args.length > 0) throw error;
      await adapter.executeScript(query.sql);
      return 0;
    }
  };
  return adapter;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/**
 * A scratch database on the server for the engine to replay migrations on, dropped when the
 * engine lets go of it. Not the adapter's own connectToShadowDb: it names the new database
 * beside a connection string, and node-pg lets the string's database win, so the "shadow"
 * was the main database itself.
 */
async function connectToPostgresShadow(base: PrismaPg, url: string): Promise<SqlDriverAdapter> {
  const admin = await base.connect();
  const name = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
  await admin.executeScript(`CREATE DATABASE "${name}"`);
  const shadowUrl = new URL(url);
  shadowUrl.pathname = `/${name}`;
  const shadow = await new PrismaPg({ connectionString: shadowUrl.toString() }).connect();
  const dispose = shadow.dispose.bind(shadow);
  shadow.dispose = async () => {
    await dispose();
    try {
      await admin.executeScript(`DROP DATABASE IF EXISTS "${name}"`);
    } finally {
      await admin.dispose();
    }
  };
  return shadow;
}

/** PostgreSQL's one-byte internal type `"char"` (pg_class.relkind, pg_constraint.contype...). */
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/**
 * The engine reads the catalog to describe a PostgreSQL schema (db:diff), and some catalog
 * columns are of type `"char"`, which @prisma/adapter-pg 7.10 has no column type for: it
 * throws "Column type 'char' could not be deserialized". node-pg already hands those values
 * over as strings, so the result says text instead, before the adapter looks.
 */
function readCharAsText(adapter: SqlDriverAdapter): void {
  const pool = (adapter as unknown as { underlyingDriver(): Queryable }).underlyingDriver();
  const query = pool.query.bind(pool);
  pool.query = async (...args: unknown[]) => {
    const result = await query(...args);
    for (const field of result?.fields ?? []) {
      if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    }
    return result;
  };
}

type Queryable = {
  query(...args: unknown[]): Promise<{ fields?: { dataTypeID: number }[] } | undefined>;
};

export type OpenedSchemaEngine = {
  engine: SchemaEngine;
  /** Frees the engine and closes every connection it opened (main and shadow). */
  close: () => Promise<void>;
};

/**
 * A schema engine bound to `target`: a PostgreSQL URL (postgresql://..., through
 * @prisma/adapter-pg; its shadow database, for diffs, is a database the adapter creates and
 * drops on that server), or the SQLite file at a path (created, with its folder, if missing;
 * ":memory:" for an in-memory one) through better-sqlite3. `schemaFiles` are [path, content]
 * pairs of Prisma schemas; they are only needed by commands that read the schema.
 */
export async function openSchemaEngine(
  target: string,
  schemaFiles?: [string, string][],
): Promise<OpenedSchemaEngine> {
  await loadSchemaEngineWasm();
  // A SQLite target is a path, never a URL: only PostgreSQL URLs have a scheme here.
  const isPostgres = POSTGRES_URL.test(target);
  if (!isPostgres && target !== ":memory:") {
    await mkdir(path.dirname(target), { recursive: true });
  }

  // The engine never closes the connections it asks for; track them so we can, or the file
  // would stay open (and locked on Windows) until garbage collection.
  const base = isPostgres
    ? new PrismaPg({ connectionString: target })
    : new PrismaBetterSqlite3({ url: target });
  const opened: SqlDriverAdapter[] = [];
  const tracking: SqlMigrationAwareDriverAdapterFactory = {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => remember(await base.connect()),
    connectToShadowDb: async () =>
      remember(
        isPostgres
          ? await connectToPostgresShadow(base as PrismaPg, target)
          : await base.connectToShadowDb(),
      ),
  };
  function remember(adapter: SqlDriverAdapter): SqlDriverAdapter {
    opened.push(adapter);
    if (isPostgres) readCharAsText(adapter);
    // The engine disposes the PostgreSQL shadow database itself (which drops it); a second
    // dispose would try to drop it again and fail, so each adapter disposes once.
    const dispose = adapter.dispose.bind(adapter);
    let disposed: Promise<void> | undefined;
    adapter.dispose = () => (disposed ??= dispose());
    return withScriptFallback(adapter);
  }

  const log = (message: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error("[schema-engine]", message);
  };
  const factory = bindMigrationAwareSqlAdapterFactory(tracking);
  const engine = await bg.SchemaEngine.new({ datamodels: schemaFiles }, log, factory);

  return {
    engine,
    close: async () => {
      engine.free();
      await Promise.all(opened.map((adapter) => adapter.dispose()));
    },
  };
}
