// What the server spent while something ran: its peak resident set (sampled every 100 ms) and
// its CPU seconds, all threads (the replay workers are threads of it). The CPU time says how
// much work a step was even on a busy machine, where wall times stretch.
import { rssMb } from "../bench-server";
import { processCpuSeconds } from "../bench-sweep/process-cpu";

const SAMPLE_EVERY_MS = 100;

export type ServerUsage = { peakMb: number; cpuSeconds: number };

/** Runs `work`, answering its result with what the server process `pid()` spent meanwhile. */
export async function measureServer<T>(
  pid: () => number,
  work: () => Promise<T>,
): Promise<{ value: T; usage: ServerUsage }> {
  const server = pid();
  const cpuBefore = processCpuSeconds(server) ?? 0;
  let peakMb = rssMb(server);
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid()));
  }, SAMPLE_EVERY_MS);
  try {
    const value = await work();
    peakMb = Math.max(peakMb, rssMb(pid()));
    const cpuSeconds = (processCpuSeconds(server) ?? 0) - cpuBefore;
    return { value, usage: { peakMb, cpuSeconds } };
  } finally {
    clearInterval(timer);
  }
}
