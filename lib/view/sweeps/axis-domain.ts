/** A value axis: where it starts and ends, and the sentence that says so when not at zero. */
export type AxisDomain = { min: number; max: number; note: string | null };

/** Room above and below the data, as a share of its span, so no point sits on the frame. */
const PADDING = 0.1;
/** About this many gaps between ticks: the axis ends on a round multiple of one. */
const TICK_GAPS = 4;

/** The round tick step (1, 2 or 5 times a power of ten, at least `step`) near `span / TICK_GAPS`. */
function tickStep(span: number, step: number): number {
  const raw = Math.max(span / TICK_GAPS, step);
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 5, 10].find((m) => m * power >= raw) ?? 10;
  return Math.max(nice * power, step);
}

/**
 * A value axis scaled to the data and the reference line (a $0.93 difference between $11.02
 * and $11.95 is a line, not a flat stroke at the top of a $0-to-$12 axis), padded by a tenth of
 * the span and rounded outward to a round tick step (1, 2 or 5 times a power of ten, never
 * finer than `step`: a cent, one compaction), so the ticks read $145, $150, ... It starts at
 * zero when the data comes within a span of it anyway; otherwise `note` names where it
 * starts. Null: nothing to scale.
 *
 * @example
 * axisDomain([11.02, 11.95], 0.01, (v) => `$${v.toFixed(2)}`, "cost")
 * // { min: 10.5, max: 12.5, note: "The cost axis starts at $10.50, not at zero." }
 */
export function axisDomain(
  values: readonly (number | null)[],
  step: number,
  format: (value: number) => string,
  name: string,
): AxisDomain | null {
  const shown = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (shown.length === 0) return null;
  const low = Math.min(...shown);
  const high = Math.max(...shown);
  const span = high - low || Math.max(Math.abs(high) * PADDING, step);
  const tick = tickStep(span * (1 + 2 * PADDING), step);
  const roundDown = (v: number) => Math.floor(v / tick + 1e-9) * tick;
  const roundUp = (v: number) => Math.ceil(v / tick - 1e-9) * tick;
  const padded = roundDown(low - span * PADDING);
  const max = roundUp(high + span * PADDING);
  const startsAtZero = low >= 0 && (padded <= 0 || low <= span);
  const min = startsAtZero ? 0 : fix(padded, step);
  return {
    min,
    max: fix(max, step),
    note: min === 0 ? null : `The ${name} axis starts at ${format(min)}, not at zero.`,
  };
}

/** A multiple of `step` without the float noise of the division (10.920000000000002). */
function fix(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number(value.toFixed(decimals));
}
