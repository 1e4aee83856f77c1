// `npm run bench:inspector`: the session inspector in Chromium on the production build
// (scripts/bench-server.ts), against the two bars:
// - a 20,000-record transcript's page is interactive within 2 s (navigation start to the
//   curve drawn and the replay shown), and its first payload (the HTML document) is under 1 MB;
// - a constant change updates the curve and events within 300 ms on a 10,000-call session
//   (a number typed into the constants panel, timed from its Enter until the replayed markers
//   and the status line show the new replay).
// - big sessions (`--sizes`, default 100MB,1GB): a generated session of each size uploaded
//   through the HTTP upload and its page opened, interactive within 2 s (100 MB) and 5 s
//   (1 GB) with the server under 1.5 GB resident (scripts/bench-inspector/big-sessions.ts).
//   The files are generated once into --cache-dir (default $TMPDIR/bench-big) and reused.
// Prints each run and the median; a benchmark, not a test (these machines are noisy).
//   npm run bench:inspector -- [--runs 5] [--sizes 100MB,1GB|none] [--no-interaction]
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { benchBigSession, describeBigSession } from "./bench-inspector/big-sessions";
import { launchBenchBrowser, timeLoad } from "./bench-inspector/inspector-page";
import { bytesPerCall, uploadGenerated } from "./bench-seed";
import { startBenchServer, type BenchServer } from "./bench-server";
import { parseSize } from "./parse-size";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const RUNS = Number(argument("--runs")) || 5;
const SIZES = (argument("--sizes") ?? "100MB,1GB")
  .split(",")
  .filter((size) => size.trim() !== "" && size.trim() !== "none")
  .map(parseSize);
const CACHE_DIR = argument("--cache-dir") ?? path.join(tmpdir(), "bench-big");
const WITH_INTERACTION = !process.argv.includes("--no-interaction");
const LONG_CALLS = 10_000;
const RECORDS = 20_000;
/** Bytes per record of a generated 2.1 session, a little over (50 MB gave 16,166 records). */
const BYTES_PER_RECORD = 3_200;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

function replayedAtCalls(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll("[data-source=replayed]")]
      .map((marker) => marker.getAttribute("data-at-call"))
      .join(","),
  );
}

/** One constant change: its total and where the time went (the replay request's timing). */
type ChangeTiming = {
  total: number;
  sent: number;
  server: number;
  body: number;
  browser: number;
};

/** Types a buffer into the constants panel, then times from its Enter to the new replay drawn. */
async function timeConstantChange(page: Page, buffer: number): Promise<ChangeTiming> {
  const before = await replayedAtCalls(page);
  const input = page
    .getByRole("complementary", { name: "Replay constants" })
    .getByTestId("constant-autocompactBufferTokens")
    .getByRole("spinbutton");
  await input.fill(String(buffer));
  return input.evaluate(async (element, before) => {
    performance.clearResourceTimings();
    const started = performance.now();
    element.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    for (;;) {
      await new Promise(requestAnimationFrame);
      const status = document.querySelector(".replay-status");
      const markers = [...document.querySelectorAll("[data-source=replayed]")]
        .map((marker) => marker.getAttribute("data-at-call"))
        .join(",");
      if (status?.getAttribute("data-loading") === "false" && markers !== before) break;
      if (performance.now() - started > 30_000) throw new Error("no update within 30 s");
    }
    const total = performance.now() - started;
    // The replay request's own timing: sent to first byte (the server), first to last byte.
    const replay = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/replay"))
      .at(-1) as PerformanceResourceTiming | undefined;
    const sent = replay ? replay.startTime - started : 0;
    const server = replay ? replay.responseStart - replay.startTime : 0;
    const body = replay ? replay.responseEnd - replay.responseStart : 0;
    const answered = replay ? replay.responseEnd - started : 0;
    return { total, sent, server, body, browser: total - answered };
  }, before);
}

const row = (label: string, values: number[]) =>
  `  ${label.padEnd(28)} ${values.map((ms) => ms.toFixed(0).padStart(5)).join(" ")}   median ${median(values).toFixed(0)}`;

/** The 20,000-record page and the constant change at 10,000 calls. */
async function benchInteraction(server: BenchServer, browser: Browser): Promise<void> {
  const { url } = server;
  const records = await uploadGenerated(url, "records.jsonl", 21, RECORDS * BYTES_PER_RECORD);
  const long = await uploadGenerated(url, "long.jsonl", 11, LONG_CALLS * bytesPerCall() * 1.02);
  console.log(
    `seeded ${records.records.toLocaleString("en-US")} records (${records.apiCalls} calls) and ` +
      `${long.apiCalls.toLocaleString("en-US")} main-thread calls (${long.records} records)`,
  );

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") console.error(`browser: ${message.text().slice(0, 500)}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) console.error(`HTTP ${response.status()} ${response.url()}`);
  });
  const loads: number[] = [];
  let documentBytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const load = await timeLoad(page, `${url}/sessions/${records.id}`);
    loads.push(load.ms);
    documentBytes = load.documentBytes;
  }
  await timeLoad(page, `${url}/sessions/${long.id}`);
  const changes: ChangeTiming[] = [];
  // Buffers far apart move the replayed compactions each time (a fresh replay, no store hit).
  for (let run = 0; run < RUNS; run++)
    changes.push(await timeConstantChange(page, 20_000 + run * 9_000));

  console.log(
    `\n20,000-record page interactive (ms): ${loads.map((ms) => ms.toFixed(0)).join(" ")}`,
  );
  console.log(
    `  median ${median(loads).toFixed(0)} ms; bar 2,000 ms; ratio ${(median(loads) / 2000).toFixed(2)}`,
  );
  console.log(
    `  first payload (HTML document): ${documentBytes.toLocaleString("en-US")} bytes; bar 1 MB`,
  );
  const totals = changes.map((c) => c.total);
  console.log(`\n10,000-call constant change (ms): ${totals.map((ms) => ms.toFixed(0)).join(" ")}`);
  console.log(
    `  median ${median(totals).toFixed(0)} ms; bar 300 ms; ratio ${(median(totals) / 300).toFixed(2)}`,
  );
  console.log("  where it went (ms):");
  console.log(
    row(
      "Enter to request sent",
      changes.map((c) => c.sent),
    ),
  );
  console.log(
    row(
      "request sent to first byte",
      changes.map((c) => c.server),
    ),
  );
  console.log(
    row(
      "first to last byte",
      changes.map((c) => c.body),
    ),
  );
  console.log(
    row(
      "last byte to drawn",
      changes.map((c) => c.browser),
    ),
  );
}

/** Runs `part` against a fresh server; its log's last lines are printed if it fails. */
async function withServer(part: (server: BenchServer) => Promise<void>): Promise<void> {
  const server = await startBenchServer(ROOT);
  try {
    await part(server);
  } catch (error) {
    const log = readFileSync(server.logPath, "utf8").split("\n").slice(-40).join("\n");
    console.error(`server log (last lines):\n${log}`);
    throw error;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const browser = await launchBenchBrowser();
  try {
    if (WITH_INTERACTION) await withServer((server) => benchInteraction(server, browser));
    // A server per size: each one's memory is its own session's.
    for (const bytes of SIZES) {
      await withServer(async (server) => {
        const run = await benchBigSession(server, browser, {
          bytes,
          cacheDir: CACHE_DIR,
          runs: RUNS,
        });
        for (const line of describeBigSession(run)) console.log(line);
      });
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error("bench:inspector failed:", error);
  process.exitCode = 1;
});
