// What every database of the sweep benchmark sweeps, and how its figures are printed.
import type { SweepsService } from "../../lib/services/sweeps/sweeps-service";

/** 24 settings: autocompactBufferTokens 8K..36K step 4K x maxOutputTokens 20K, 32K, 64K. */
export const GRID = {
  autocompactBufferTokens: [8_000, 12_000, 16_000, 20_000, 24_000, 28_000, 32_000, 36_000],
  maxOutputTokens: [20_000, 32_000, 64_000],
};

/** One measured sweep: replays (sessions x settings) over the wall time from create to done. */
export type SweepFigures = { replays: number; totalMs: number };

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;
export const replaysPerSecond = ({ replays, totalMs }: SweepFigures) => replays / (totalMs / 1000);

/** The recorded reality's and the first setting's compactions: the same on every database. */
export function printCheck(results: Awaited<ReturnType<SweepsService["results"]>>): void {
  if (!results.ok) return;
  const [reality, first] = results.value.rows;
  console.log(
    `Check: reality ${reality?.compactions} compactions over ${reality?.sessions} sessions; ${JSON.stringify(first?.setting)} ${first?.compactions}.`,
  );
}
