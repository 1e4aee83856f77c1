// The server's memory while something runs: its resident set sampled every 100 ms.
import { rssMb } from "../bench-server";

const SAMPLE_EVERY_MS = 100;

/**
 * Runs `work` while sampling the RSS of `pid()` (asked each time: the server's process is
 * found anew, cheap) and answers its result with the peak seen, in MB.
 */
export async function withPeakRss<T>(
  pid: () => number,
  work: () => Promise<T>,
): Promise<{ value: T; peakMb: number }> {
  let peakMb = rssMb(pid());
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid()));
  }, SAMPLE_EVERY_MS);
  try {
    const value = await work();
    peakMb = Math.max(peakMb, rssMb(pid()));
    return { value, peakMb };
  } finally {
    clearInterval(timer);
  }
}
