import { describe, expect, it } from "vitest";
import {
  DEFAULT_DATABASE_URL,
  databaseProvider,
  readDatabaseUrl,
  sqlitePathFromUrl,
} from "./database-url";

describe("readDatabaseUrl", () => {
  it.each([
    ["unset", {}, DEFAULT_DATABASE_URL],
    ["empty", { DATABASE_URL: "" }, DEFAULT_DATABASE_URL],
    ["blank", { DATABASE_URL: "  " }, DEFAULT_DATABASE_URL],
    ["set", { DATABASE_URL: " file:/tmp/x.db " }, "file:/tmp/x.db"],
  ])("falls back to the embedded SQLite default when DATABASE_URL is %s", (_, env, expected) => {
    expect(readDatabaseUrl(env)).toBe(expected);
  });
});

describe("sqlitePathFromUrl", () => {
  it.each([
    ["file:./data/compaction-lab.db", "/srv/app/data/compaction-lab.db"],
    ["file:data/x.db", "/srv/app/data/x.db"],
    ["file:/var/lib/x.db", "/var/lib/x.db"],
    ["file:./x.db?connection_limit=1", "/srv/app/x.db"],
  ])("resolves %s against the working directory", (url, expected) => {
    expect(sqlitePathFromUrl(url, "/srv/app")).toBe(expected);
  });

  it.each([
    ["postgres://u@localhost/db", /is a PostgreSQL URL, not a SQLite file$/],
    ["postgresql://u@localhost/db", /is a PostgreSQL URL/],
    ["mysql://u@localhost/db", /Unsupported DATABASE_URL scheme.*postgresql:\/\/ URL$/],
    ["./data/x.db", /Unsupported DATABASE_URL scheme/],
    ["file:", /names no file/],
  ])("refuses %s with a message naming the fix", (url, message) => {
    expect(() => sqlitePathFromUrl(url, "/srv/app")).toThrow(message);
  });
});

describe("databaseProvider", () => {
  it.each([
    ["file:./data/x.db", "sqlite"],
    ["postgresql://app@db.internal:5432/lab", "postgresql"],
    ["postgres://app:secret@10.0.0.5/lab?sslmode=require", "postgresql"],
    ["POSTGRESQL://app@db/lab", "postgresql"],
  ])("reads %s as %s", (url, provider) => {
    expect(databaseProvider(url)).toBe(provider);
  });

  it.each(["mysql://u@localhost/db", "./data/x.db", "postgresql:lab"])("refuses %s", (url) => {
    expect(() => databaseProvider(url)).toThrow(/Unsupported DATABASE_URL scheme/);
  });
});
