// `npx tsx scripts/bench-inspector-profile.ts [--size 100MB]`: where a big session's first
// open spends the browser's main thread. A generated session is uploaded to a fresh production
// server (as `bench:inspector` does), its page opened once in Chromium under the CDP CPU
// profiler, and the functions with the most self time printed, with the open's timeline
// (document, calls and replay answered, interactive). A diagnosis tool, not a benchmark.
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBenchBrowser, timeLoad } from "./bench-inspector/inspector-page";
import { generatedFile, uploadFile } from "./bench-seed";
import { startBenchServer } from "./bench-server";
import { parseSize } from "./parse-size";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = process.argv.indexOf("--size");
const BYTES = parseSize(at === -1 ? "100MB" : (process.argv[at + 1] ?? "100MB"));
const TOP = 30;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Self milliseconds by function (name, file, line), largest first. */
function selfTimes(profile: Profile): { name: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split("/").at(-1) ?? "";
    const name = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);
}

type TraceEvent = {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
};
type Trace = { traceEvents: TraceEvent[] };
const KINDS = new Set([
  "EvaluateScript",
  "v8.compile",
  "FunctionCall",
  "TimerFire",
  "FireAnimationFrame",
  "EventDispatch",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "PrePaint",
  "Layerize",
  "RunMicrotasks",
  "v8.run",
  "ResourceReceivedData",
  "MajorGC",
  "MinorGC",
]);

/**
 * Time by kind of work on the page's main thread (the renderer main thread with the most of
 * it). Kinds nest (a FunctionCall can force a Layout): a nested event counts in both.
 */
function timelineTotals(trace: Trace): { name: string; ms: number }[] {
  const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const rendererMains = new Set(
    trace.traceEvents
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map(threadOf),
  );
  const work = trace.traceEvents.filter(
    (event) => event.ph === "X" && KINDS.has(event.name) && rendererMains.has(threadOf(event)),
  );
  const perThread = new Map<string, number>();
  for (const event of work)
    perThread.set(threadOf(event), (perThread.get(threadOf(event)) ?? 0) + 1);
  const page = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const totals = new Map<string, number>();
  for (const event of work.filter((event) => threadOf(event) === page))
    totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

async function main(): Promise<void> {
  const browser = await launchBenchBrowser();
  const server = await startBenchServer(ROOT);
  try {
    const { file } = await generatedFile(path.join(tmpdir(), "bench-big"), BYTES, 31);
    const summary = await uploadFile(server.url, file, path.basename(file));
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await browser.startTracing(page, { categories: ["devtools.timeline", "v8"] });
    const load = await timeLoad(page, `${server.url}/sessions/${summary.id}`);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as Trace;
    const timeline = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => /\/(calls|replay)|\.js$/.test(entry.name))
        .map((entry) => ({
          name: new URL(entry.name).pathname.split("/").at(-1),
          kb: Math.round(entry.encodedBodySize / 1024),
          sent: Math.round(entry.startTime),
          answered: Math.round(entry.responseEnd),
        })),
    );
    console.log(
      `${summary.apiCalls} calls; interactive at ${Math.round(load.ms)} ms; ` +
        `document answered at ${Math.round(load.requests.document)} ms`,
    );
    for (const entry of timeline)
      console.log(
        `  ${entry.name} (${entry.kb} KB): sent ${entry.sent} ms, answered ${entry.answered} ms`,
      );
    const sampled = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1000;
    console.log(`\nprofiled ${Math.round(sampled)} ms; self time by function (ms):`);
    for (const { name, ms } of selfTimes(profile))
      console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
    console.log(`\nthe page's main thread by kind of work (ms):`);
    for (const { name, ms } of timelineTotals(trace))
      console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
    await context.close();
  } finally {
    await server.stop();
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error("profile failed:", error);
  process.exitCode = 1;
});
