import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
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

export type OpenedSchemaEngine = {
  engine: SchemaEngine;
  /** Frees the engine and closes every SQLite connection it opened (main and shadow). */
  close: () => Promise<void>;
};

/**
 * A schema engine bound to the SQLite file at `filePath` (created, with its folder, if
 * missing) through the better-sqlite3 driver adapter. `schemaFiles` are [path, content]
 * pairs of Prisma schemas; they are only needed by commands that read the schema.
 */
export async function openSchemaEngine(
  filePath: string,
  schemaFiles?: [string, string][],
): Promise<OpenedSchemaEngine> {
  await loadSchemaEngineWasm();
  if (filePath !== ":memory:") await mkdir(path.dirname(filePath), { recursive: true });

  // The engine never closes the connections it asks for; track them so we can, or the file
  // would stay open (and locked on Windows) until garbage collection.
  const base = new PrismaBetterSqlite3({ url: filePath });
  const opened: SqlDriverAdapter[] = [];
  const tracking: SqlMigrationAwareDriverAdapterFactory = {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => remember(await base.connect()),
    connectToShadowDb: async () => remember(await base.connectToShadowDb()),
  };
  function remember(adapter: SqlDriverAdapter): SqlDriverAdapter {
    opened.push(adapter);
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
