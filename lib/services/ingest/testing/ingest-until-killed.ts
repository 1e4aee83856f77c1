// A child process for the crash tests (killed-upload.test.ts): ingests a generated
// transcript into DATABASE_URL and SIGKILLs itself at the stage named by KILL_AT, the way a
// power cut or the out-of-memory killer would stop a server mid-upload. The database client
// is wrapped, not the code under test: ingestFile runs as it does in the server.
import { createPrismaClient } from "../../../db/create-prisma-client";
import type { PrismaClient } from "../../../db/generated/client";
import { makeTranscriptText } from "../../../generator/testing/transcript-text";
import { ingestFile } from "../ingest-file";

export const KILL_STAGES = ["first-piece", "second-piece", "finalize", "after-finalize"] as const;
export type KillStage = (typeof KILL_STAGES)[number];
export const TRANSCRIPT_SEED = 4242;
export const TRANSCRIPT_BYTES = 10_000_000;

const die = () => process.kill(process.pid, "SIGKILL");

function killingAt(db: PrismaClient, stage: KillStage): PrismaClient {
  let pieces = 0;
  // Raw pieces go in through `$executeRaw` (appendRawChunk); finalizing is one `$transaction`.
  const executeRaw = (strings: TemplateStringsArray, ...values: unknown[]) => {
    if (strings.join("?").includes('INSERT INTO "RawChunk"')) {
      pieces += 1;
      if ((stage === "first-piece" && pieces === 1) || (stage === "second-piece" && pieces === 2))
        die();
    }
    return db.$executeRaw(strings, ...values);
  };
  const transaction = async (...args: unknown[]) => {
    if (stage === "finalize") die();
    const result = await (db.$transaction as (...a: unknown[]) => Promise<unknown>)(...args);
    if (stage === "after-finalize") die();
    return result;
  };
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === "$executeRaw") return executeRaw;
      if (key === "$transaction") return transaction;
      return Reflect.get(target, key, receiver);
    },
  });
}

async function main(): Promise<void> {
  const stage = process.env.KILL_AT as KillStage;
  const db = createPrismaClient(process.env.DATABASE_URL as string);
  const text = makeTranscriptText(TRANSCRIPT_SEED, TRANSCRIPT_BYTES);
  const bytes = new TextEncoder().encode(text);
  async function* body() {
    for (let at = 0; at < bytes.length; at += 256 * 1024) yield bytes.subarray(at, at + 256 * 1024);
  }
  await ingestFile(killingAt(db, stage), { name: "killed.jsonl", body: body(), maxBytes: 1e9 });
  console.error(`ingest-until-killed: reached the end without being killed at ${stage}`);
  process.exit(3);
}

if (process.env.KILL_AT) void main();
