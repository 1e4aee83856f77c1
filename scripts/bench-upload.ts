// `npm run bench:upload [-- --size 60MB]`: an HTTP upload of REAL records against the production
// server. Repeats the lines of ../shared/fixtures/real/*.jsonl (read in place, never copied) to
// about --size, times bare split + JSON.parse of those bytes here, then POSTs them streamed as
// application/x-ndjson to /api/transcripts on 127.0.0.1 and prints the ratio (target <= 4).
// Each upload carries an uploadId, as the drop zone sends it, so its progress is recorded too.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../lib/testing/free-port";
import { parseSize } from "./parse-size";

const ROOT = path.resolve(path.dirname(process.argv[1] as string), "..");
const FIXTURES_DIR = path.resolve(ROOT, "../shared/fixtures/real");
const SERVER_READY_TIMEOUT_MS = 10 * 60_000; // a first run builds the app
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
const WRITE_PIECE_BYTES = 64 * 1024;

/**
 * The fixtures' lines, repeated up to `targetBytes`; each repetition gets its own session ids
 * (`tag` and the round) so no two uploads and no two repetitions are the same bytes.
 */
function buildBody(targetBytes: number, tag: string): { body: Buffer; lines: number } {
  const files = readdirSync(FIXTURES_DIR).filter((name) => name.endsWith(".jsonl"));
  const text = files.map((name) => readFileSync(path.join(FIXTURES_DIR, name), "utf8")).join("");
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const pieces: Buffer[] = [];
  let bytes = 0;
  for (let index = 0; bytes < targetBytes; index += 1) {
    const suffix = `-${tag}${Math.floor(index / lines.length)}`;
    const line = lines[index % lines.length] as string;
    const piece = Buffer.from(line.replace(/("sessionId":"[^"]*)"/g, `$1${suffix}"`) + "\n");
    pieces.push(piece);
    bytes += piece.length;
  }
  return { body: Buffer.concat(pieces), lines: pieces.length };
}

/** The baseline: split lines and JSON.parse each, the least any ingest must do. */
function bareSeconds(body: Buffer): number {
  const started = performance.now();
  let start = 0;
  for (let end = body.indexOf(10, start); end !== -1; end = body.indexOf(10, start)) {
    JSON.parse(body.toString("utf8", start, end));
    start = end + 1;
  }
  return (performance.now() - started) / 1000;
}

type Answer = { status: number; text: string; seconds: number };

/** POSTs `body` in 64 KB writes (a streamed upload, as curl or a browser sends it). */
function upload(port: number, name: string, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/api/transcripts?name=${encodeURIComponent(name)}&uploadId=bench-${Date.now()}`,
        headers: { "content-type": "application/x-ndjson", "content-length": body.length },
        timeout: UPLOAD_TIMEOUT_MS,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (data: string) => (text += data));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            seconds: (performance.now() - started) / 1000,
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("upload timed out")));
    req.on("error", reject);
    let offset = 0;
    const writeMore = (): void => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + WRITE_PIECE_BYTES);
        offset += piece.length;
        if (!req.write(piece)) return void req.once("drain", writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

async function waitForServer(port: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/transcripts?limit=1`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer in time");
}

function startServer(port: number, dir: string): ChildProcess {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    detached: true, // its own process group: start.mjs runs next as a child, both are stopped
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      SKIP_DEMO_SEED: "1",
      DATABASE_URL: `file:${path.join(dir, "db.sqlite")}`,
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.pid === undefined || server.exitCode !== null) return;
  const exited = once(server, "exit");
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function main(): Promise<void> {
  if (!existsSync(FIXTURES_DIR)) {
    console.log(`bench:upload skipped: no real fixtures at ${FIXTURES_DIR}.`);
    return;
  }
  const sizeArg = process.argv.indexOf("--size");
  const targetBytes = parseSize(sizeArg > 0 ? (process.argv[sizeArg + 1] ?? "60MB") : "60MB");
  const { body, lines } = buildBody(targetBytes, "r");
  const sizeMb = body.length / 1e6;
  // Best of three: the strictest baseline (the cold first pass, shown too, flatters the ratio).
  const bareRuns = [bareSeconds(body), bareSeconds(body), bareSeconds(body)];
  const bare = Math.min(...bareRuns);

  const dir = mkdtempSync(path.join(tmpdir(), "bench-upload-"));
  const port = await freePort();
  const server = startServer(port, dir);
  try {
    await waitForServer(port, server);
    // Warm-up, as a running server has done once: route, Prisma client, query plans.
    const warm = await upload(port, "warm-up.jsonl", buildBody(1e6, "warm").body);
    if (warm.status !== 201) throw new Error(`warm-up upload answered ${warm.status}`);
    const answer = await upload(port, "bench-upload.jsonl", body);
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.text}`);
    const { transcripts } = JSON.parse(answer.text) as { transcripts: { records: number }[] };
    const records = transcripts[0]?.records;
    if (records !== lines) throw new Error(`stored ${records} records of ${lines} lines`);
    const ratio = answer.seconds / bare;
    const rows: [string, string][] = [
      ["body (real records, repeated)", `${sizeMb.toFixed(1)} MB, ${lines} records`],
      [
        "bare split + JSON.parse",
        `${bare.toFixed(2)} s (best of 3; first pass ${bareRuns[0]?.toFixed(2)} s)`,
      ],
      ["HTTP upload (POST, 127.0.0.1)", `${answer.seconds.toFixed(2)} s`],
      [
        "ratio upload / bare",
        `${ratio.toFixed(2)} (target <= 4: ${ratio <= 4 ? "met" : "NOT met"})`,
      ],
    ];
    for (const [label, value] of rows) console.log(`${label.padEnd(32)} ${value}`);
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
