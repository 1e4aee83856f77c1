// Types for postgres-schema.mjs, for its test and scripts/db-diff.ts (no allowJs).
export declare const SQLITE_SCHEMA: string;
export declare const POSTGRES_SCHEMA: string;
export declare function toPostgresSchema(sqliteSchema: string): string;
export declare function writePostgresSchema(root: string): void;
