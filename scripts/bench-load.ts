// `npm run bench:load [-- --seconds 10]`: the API under load, on the production build
// (scripts/bench-server.ts), 127.0.0.1 only. Seeds generated transcripts (20 small ones and one
// of about 2,500 main-thread calls), then runs autocannon for a bounded time per phase: the list
// (GET /api/transcripts), the calls (GET /api/transcripts/:id/calls) and the replay (POST
// /api/transcripts/:id/replay, a fresh autocompactBufferTokens per request, so every request
// computes), each alone; then the list (2 connections) while 20 connections replay: "cold",
// constants never asked before (every replay computes), then "warm", the cold phase's constants
// again (answered from the replay store); then all three at once ("all"). While replays run,
// search (GET /api/search) is read too when the server has it (a 404 skips it, saying so).
// Prints requests per second, p50/p99 latency, status counts, the list's (and search's) p50/p99
// under replay, cold and warm, against the 100 ms target, and the server's RSS.
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { rssMb, startBenchServer } from "./bench-server";
import { bytesPerCall, uploadGenerated as upload } from "./bench-seed";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.argv[process.argv.indexOf("--seconds") + 1]) || 10;
const BIG_CALLS = 2_500;
const SMALL_TRANSCRIPTS = 20;
const DRAIN_MS = 5_000;

type Load = { name: string; connections: number; request: autocannon.Request };
const FIRST_BUFFER_TOKENS = 10_000;
let bufferTokens = FIRST_BUFFER_TOKENS;
/** Constants never asked before; the cold phase's highest is kept for the warm phase. */
const nextColdTokens = () => (bufferTokens += 1);
/** The constants the cold phase asked for, in turn: every one is in the replay store. */
let warmTurn = 0;
const nextWarmTokens = (coldTop: number) =>
  FIRST_BUFFER_TOKENS + 1 + (warmTurn++ % Math.max(1, coldTop - FIRST_BUFFER_TOKENS));

const replayLoad = (id: string, nextTokens: () => number): Load => ({
  name: "replay",
  connections: 20,
  request: {
    method: "POST",
    path: `/api/transcripts/${id}/replay`,
    headers: { "content-type": "application/json" },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ overrides: { autocompactBufferTokens: nextTokens() } }),
    }),
  },
});

/** Whether GET /api/search exists on this build (another part of the app adds it). */
async function hasSearch(url: string): Promise<boolean> {
  const response = await fetch(`${url}/api/search?q=session`);
  await response.arrayBuffer();
  return response.status !== 404;
}

function runLoad(url: string, load: Load): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: load.connections,
    duration: SECONDS,
    timeout: 60,
    requests: [load.request],
  });
}

function row(phase: string, load: Load, result: autocannon.Result): string {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}:${count ?? 0}`)
    .join(" ");
  const cells = [phase, load.name, String(load.connections), result.requests.average.toFixed(1)];
  cells.push(String(result.latency.p50), String(result.latency.p99), codes || "none");
  return cells.map((cell, i) => (i < 2 ? cell.padEnd(9) : cell.padStart(8))).join(" ");
}

const TARGET_P99_MS = 100;

function target(phase: string, load: Load, result: autocannon.Result): string {
  const { p50, p99 } = result.latency;
  const verdict = p99 < TARGET_P99_MS ? "met" : "NOT met";
  return `${load.name} ${phase}: p50 ${p50} ms, p99 ${p99} ms (${verdict})`;
}

async function main(): Promise<void> {
  const server = await startBenchServer(ROOT);
  try {
    const { url } = server;
    for (let i = 0; i < SMALL_TRANSCRIPTS; i++)
      await upload(url, `small-${i}.jsonl`, 100 + i, 200_000);
    const big = await upload(url, "big.jsonl", 11, Math.ceil(BIG_CALLS * bytesPerCall() * 1.02));
    console.log(`seeded ${SMALL_TRANSCRIPTS} small transcripts and one of ${big.apiCalls} calls`);
    const list: Load = {
      name: "list",
      connections: 10,
      request: { method: "GET", path: "/api/transcripts" },
    };
    const calls: Load = {
      ...list,
      name: "calls",
      request: { method: "GET", path: `/api/transcripts/${big.id}/calls` },
    };
    const replay = replayLoad(big.id, nextColdTokens);
    const search: Load | null = (await hasSearch(url))
      ? {
          name: "search",
          connections: 2,
          request: { method: "GET", path: "/api/search?q=session" },
        }
      : null;
    if (search === null) console.log("GET /api/search answers 404 on this build: search skipped");
    // Warm up: the first calls and replay load the model; the timed phases measure steady state.
    await fetch(`${url}/api/transcripts/${big.id}/calls`).then((r) => r.arrayBuffer());
    await fetch(`${url}/api/transcripts/${big.id}/replay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }).then((r) => r.arrayBuffer());
    const rssBefore = rssMb(server.serverPid());

    const rows: string[] = [];
    const underReplay: string[] = [];
    const phase = async (name: string, loads: Load[]) => {
      const results = await Promise.all(loads.map((load) => runLoad(url, load)));
      loads.forEach((load, i) => {
        const result = results[i] as autocannon.Result;
        rows.push(row(name, load, result));
        if ((name === "cold" || name === "warm") && load.name !== "replay")
          underReplay.push(target(name, load, result));
      });
      // Replays whose clients were cut off at the end of a phase still run: let them finish,
      // so they neither slow nor fill the queue of the next phase.
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    };
    for (const load of [list, calls, replay]) await phase("alone", [load]);
    const few = (load: Load): Load => ({ ...load, connections: 2 });
    const readers = search === null ? [few(list)] : [few(list), search];
    await phase("cold", [replay, ...readers]);
    const coldTop = bufferTokens;
    await phase("warm", [replayLoad(big.id, () => nextWarmTokens(coldTop)), ...readers]);
    await phase("all", [replayLoad(big.id, nextColdTokens), few(list), few(calls)]);
    const rssAfter = rssMb(server.serverPid());

    console.log(
      `\n${SECONDS} s per phase; latency in ms\nphase     endpoint  conns      rps      p50      p99 statuses`,
    );
    for (const line of rows) console.log(line);
    console.log(`\nunder 20 replaying clients (target p99 < ${TARGET_P99_MS} ms)`);
    for (const line of underReplay) console.log(line);
    console.log(
      `\nserver RSS: ${rssBefore.toFixed(0)} MB before the phases, ${rssAfter.toFixed(0)} MB after`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error("bench:load failed:", error);
  process.exitCode = 1;
});
