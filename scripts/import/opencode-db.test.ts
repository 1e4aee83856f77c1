import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createModelBuilder } from "../../lib/transcript/build-model";
import { opencodeExportToLines } from "../../lib/transcript/opencode/export-to-lines";
import { findOpenCodeSessions, readOpenCodeSessions, withOpenCodeSessions } from "./opencode-db";

/** The columns of OpenCode 1.18.33's tables the import reads (opencode-lab-facts.md). */
const SCHEMA = `
  CREATE TABLE session (id text PRIMARY KEY, project_id text NOT NULL, slug text NOT NULL,
    directory text NOT NULL, title text NOT NULL, version text NOT NULL,
    time_created integer NOT NULL, time_updated integer NOT NULL);
  CREATE TABLE message (id text PRIMARY KEY, session_id text NOT NULL,
    time_created integer NOT NULL, time_updated integer NOT NULL, data text NOT NULL);
  CREATE TABLE part (id text PRIMARY KEY, message_id text NOT NULL, session_id text NOT NULL,
    time_created integer NOT NULL, time_updated integer NOT NULL, data text NOT NULL);`;

const SESSION = "ses_1";
const user = { role: "user", time: { created: 10 } };
const assistant = {
  parentID: "msg_1",
  role: "assistant",
  modelID: "claude-sonnet-4-5",
  tokens: { total: 1_010, input: 1_000, output: 10, reasoning: 0, cache: { write: 0, read: 0 } },
  time: { created: 20 },
  finish: "tool-calls",
};
const tool = {
  type: "tool",
  tool: "read",
  callID: "call_1",
  state: {
    status: "completed",
    input: { filePath: "a.txt" },
    output: "hello",
    time: { start: 1, end: 2 },
  },
};

let folder: string;
let file: string;

function writeDatabase(title = "Fix it") {
  const db = new Database(file);
  db.exec(SCHEMA);
  db.prepare(
    "INSERT INTO session VALUES (?, 'global', 'lucky-cactus', '/work', ?, '1.18.33', 1, 2)",
  ).run(SESSION, title);
  const message = db.prepare("INSERT INTO message VALUES (?, ?, ?, ?, ?)");
  // Written out of order: the import orders messages by creation, parts by id.
  message.run("msg_2", SESSION, 20, 20, JSON.stringify(assistant));
  message.run("msg_1", SESSION, 10, 10, JSON.stringify(user));
  const part = db.prepare("INSERT INTO part VALUES (?, ?, ?, 0, 0, ?)");
  part.run("prt_2b", "msg_2", SESSION, JSON.stringify(tool));
  part.run("prt_2a", "msg_2", SESSION, JSON.stringify({ type: "step-start" }));
  part.run("prt_1", "msg_1", SESSION, JSON.stringify({ type: "text", text: "read a.txt" }));
  db.close();
}

/** The same session as `opencode export` prints it: ids added to each info and part. */
const EXPORT = {
  info: {
    id: SESSION,
    slug: "lucky-cactus",
    projectID: "global",
    directory: "/work",
    title: "Fix it",
    version: "1.18.33",
    time: { created: 1, updated: 2 },
  },
  messages: [
    {
      info: { ...user, id: "msg_1", sessionID: SESSION },
      parts: [
        { type: "text", text: "read a.txt", id: "prt_1", sessionID: SESSION, messageID: "msg_1" },
      ],
    },
    {
      info: { ...assistant, id: "msg_2", sessionID: SESSION },
      parts: [
        { type: "step-start", id: "prt_2a", sessionID: SESSION, messageID: "msg_2" },
        { ...tool, id: "prt_2b", sessionID: SESSION, messageID: "msg_2" },
      ],
    },
  ],
};

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "opencode-db-"));
  file = path.join(folder, "opencode.db");
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("reading an OpenCode database", () => {
  it("writes each session as the lines its export gives", () => {
    writeDatabase();
    const [session] = readOpenCodeSessions(file);
    expect(session?.lines).toEqual(opencodeExportToLines(EXPORT));
  });

  it("gives lines the OpenCode reader reads: its calls and tool pairs", () => {
    writeDatabase();
    const builder = createModelBuilder();
    builder.push(new TextEncoder().encode(readOpenCodeSessions(file)[0]?.lines.join("\n")));
    const model = builder.end();
    expect(model.harness).toBe("opencode");
    expect(model.calls.map((call) => call.contextTokens)).toEqual([1_010]);
    expect(model.toolPairs).toHaveLength(1);
  });

  it("opens the database read-only: it is not changed", () => {
    writeDatabase();
    const count = () => {
      const db = new Database(file, { readonly: true });
      const row: unknown = db.prepare("SELECT count(*) AS n FROM part").get();
      db.close();
      return row;
    };
    const before = count();
    readOpenCodeSessions(file);
    expect(count()).toEqual(before);
  });

  it("finds a folder's database and gives the same bytes for an unchanged session, new bytes for a changed one", async () => {
    writeDatabase();
    const first = findOpenCodeSessions(folder);
    const again = findOpenCodeSessions(folder);
    expect(first.map((found) => found.name)).toEqual(["opencode/ses_1.jsonl"]);
    expect(again[0]?.bytes).toBe(first[0]?.bytes);
    rmSync(file);
    writeDatabase("A longer title than before");
    expect(findOpenCodeSessions(folder)[0]?.bytes).toBeGreaterThan(first[0]?.bytes ?? 0);
    // A database file alone is its sessions, never a transcript itself.
    const found = await withOpenCodeSessions(file, async () => [{ file, name: "x", bytes: 1 }]);
    expect(found.map((item) => item.name)).toEqual(["opencode/ses_1.jsonl"]);
  });
});
