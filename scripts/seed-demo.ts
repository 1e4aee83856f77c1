// Seeds the demo sessions into an empty database (run by `npm start`; also on its own with
// `tsx --conditions=react-server scripts/seed-demo.ts`). The transcripts come from the project's
// own generator (never from real users' files) and go through ingestFile, the same path as an
// upload, so the demo shows exactly what an upload of those bytes would.
//
// Empty means no transcript in any workspace. The demo goes into the default workspace: in open
// mode that is every row; on a team server it is the workspace `npm run user:add -- --workspace
// default` joins, so a team's own workspaces never see it.
//
// `--reason-file <path>`: when the demo is not seeded for a reason worth telling (a full disk, a
// failure), that reason is written there instead of printed, for `npm start` to say in its own
// line (scripts/start.mjs).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPrismaClient } from "@/lib/db/create-prisma-client";
import { readDatabaseUrl } from "@/lib/db/database-url";
import type { PrismaClient } from "@/lib/db/generated/client";
import { EXPLICIT_SCOPE_ONLY, withWorkspaceScope } from "@/lib/db/scope-extension";
import { countTranscripts } from "@/lib/db/transcript-queries";
import { DEFAULT_WORKSPACE_ID, runInWorkspace, runUnscoped } from "@/lib/db/workspace-scope";
import {
  generateCodexDemoSessions,
  generateCodexRollout,
  generateDemoSessions,
  generateGeminiDemoSessions,
  generateGeminiSession,
  generateOpenCodeDemoSessions,
  generateOpenCodeSession,
  generateTranscriptLines,
  type CodexDemoSession,
  type DemoSession,
  type GeminiDemoSession,
  type OpenCodeDemoSession,
} from "@/lib/generator";
import { ingestFile } from "@/lib/services/ingest/ingest-file";
import { readUploadLimit } from "@/lib/services/ingest/upload-limit";
import { formatBytes } from "@/lib/disk-bytes";
import { freeBytes, readDiskReserve } from "@/lib/storage/disk-space";
import { STORED_BYTES_PER_UPLOAD_BYTE } from "@/lib/storage/space-guard";

const CHUNK_BYTES = 64 * 1024;

/** A demo session of any harness: Claude Code transcripts, Codex rollouts, Gemini CLI and OpenCode sessions. */
export type SeedSession = DemoSession | CodexDemoSession | GeminiDemoSession | OpenCodeDemoSession;

function sessionLines(session: SeedSession): Iterable<string> {
  if (!("harness" in session)) return generateTranscriptLines(session.options);
  if (session.harness === "codex") return generateCodexRollout(session.options).lines;
  if (session.harness === "opencode") return generateOpenCodeSession(session.options).lines;
  return generateGeminiSession(session.options).lines;
}

/** The generated lines as the byte chunks an upload would deliver. */
async function* transcriptBytes(session: SeedSession): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let pending: string[] = [];
  let pendingLength = 0;
  for (const line of sessionLines(session)) {
    pending.push(line, "\n");
    pendingLength += line.length + 1;
    if (pendingLength >= CHUNK_BYTES) {
      yield encoder.encode(pending.join(""));
      pending = [];
      pendingLength = 0;
    }
  }
  if (pending.length > 0) yield encoder.encode(pending.join(""));
}

/** Free bytes on the database's disk (null: unknown, e.g. PostgreSQL) and the kept reserve. */
export type DiskRoom = { free: number | null; reserve: number };

/**
 * Why the demo does not fit, or null: stored, it takes about half its generated size, and the
 * disk must keep DISK_RESERVE_BYTES free after it (the reserve that keeps deletes working).
 */
export function checkRoomForDemo(sessions: SeedSession[], { free, reserve }: DiskRoom) {
  if (free === null) return null;
  const generated = sessions.reduce((sum, s) => sum + s.options.targetBytes, 0);
  const needed = Math.ceil(generated * STORED_BYTES_PER_UPLOAD_BYTE);
  if (free - needed >= reserve) return null;
  return (
    `the disk holding the database has ${formatBytes(free)} free, and the demo needs about ` +
    `${formatBytes(needed)} on top of the ${formatBytes(reserve)} kept free so deleting keeps ` +
    `working (DISK_RESERVE_BYTES)`
  );
}

export type SeedOutcome =
  | { kind: "seeded"; names: string[] }
  | { kind: "not-empty"; transcripts: number }
  | { kind: "skipped"; reason: string };

export type SeedOptions = {
  sessions?: SeedSession[];
  room?: DiskRoom;
  log?: (line: string) => void;
};

/**
 * Seeds the demo sessions into the default workspace when no workspace holds a transcript.
 * `db` must be workspace-scoped (withWorkspaceScope): the count runs unscoped, the ingest in
 * the default workspace, so neither falls back to a page request's viewer (team mode) that a
 * start-up script does not have. A failed ingest throws; its rows are already removed.
 */
export async function seedDemo(db: PrismaClient, options: SeedOptions = {}): Promise<SeedOutcome> {
  const sessions = options.sessions ?? [
    ...generateDemoSessions(),
    ...generateCodexDemoSessions(),
    ...generateGeminiDemoSessions(),
    ...generateOpenCodeDemoSessions(),
  ];
  const log = options.log ?? console.log;
  const transcripts = await runUnscoped(() => countTranscripts(db));
  if (transcripts > 0) return { kind: "not-empty", transcripts };
  const room = options.room ?? { free: freeBytes(), reserve: readDiskReserve() };
  const noRoom = checkRoomForDemo(sessions, room);
  if (noRoom !== null) return { kind: "skipped", reason: noRoom };
  const maxBytes = readUploadLimit();
  const names: string[] = [];
  for (const session of sessions) {
    const started = performance.now();
    const outcome = await runInWorkspace(DEFAULT_WORKSPACE_ID, () =>
      ingestFile(db, { name: session.name, body: transcriptBytes(session), maxBytes }),
    );
    if (!outcome.ok) throw new Error(`${session.name}: ${outcome.error.message}`);
    const { summary } = outcome;
    names.push(session.name);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `seed-demo: ${session.name}: ${summary.records} records, ${summary.apiCalls} API calls, ` +
        `${summary.compactions.length} compaction(s), ${(summary.bytes / 1e6).toFixed(1)} MB in ${seconds} s`,
    );
    log(`           ${session.description}`);
  }
  return { kind: "seeded", names };
}

function readReasonFile(argv: string[]): string | undefined {
  const at = argv.indexOf("--reason-file");
  return at === -1 ? undefined : argv[at + 1];
}

async function main(): Promise<number> {
  const reasonFile = readReasonFile(process.argv);
  const tell = (reason: string) => {
    if (reasonFile === undefined) console.error(`seed-demo: demo sessions not seeded: ${reason}`);
    else writeFileSync(reasonFile, reason);
  };
  let db: PrismaClient | undefined;
  try {
    db = withWorkspaceScope(createPrismaClient(readDatabaseUrl()), {
      fallbackScope: EXPLICIT_SCOPE_ONLY,
    });
    const outcome = await seedDemo(db);
    if (outcome.kind === "not-empty")
      console.log(
        `seed-demo: the database already holds ${outcome.transcripts} transcript(s); no demo seeded.`,
      );
    if (outcome.kind === "seeded")
      console.log(
        `seed-demo: ${outcome.names.length} demo sessions stored in the "${DEFAULT_WORKSPACE_ID}" workspace.`,
      );
    if (outcome.kind !== "skipped") return 0;
    tell(outcome.reason);
    return 2;
  } catch (error) {
    tell(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await db?.$disconnect();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main().then((code) => (process.exitCode = code));
}
