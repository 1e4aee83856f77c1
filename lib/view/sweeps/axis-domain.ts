/** A value axis: where it starts and ends, and the sentence that says so when not at zero. */
export type AxisDomain = { min: number; max: number; note: string | null };

/** Room above and below the data, as a share of its span, so no point sits on the frame. */
const PADDING = 0.1;

/**
 * A value axis scaled to the data and the reference line (a $0.93 difference between $11.02
 * and $11.95 is a line, not a flat stroke at the top of a $0-to-$12 axis), padded by a tenth of
 * the span and rounded outward to `step` (a cent, one compaction). It starts at zero when the
 * data comes within a span of it anyway; otherwise `note` names where it starts. Null: nothing
 * to scale.
 *
 * @example
 * axisDomain([11.02, 11.95], 0.01, (v) => `$${v.toFixed(2)}`, "cost")
 * // { min: 10.92, max: 12.05, note: "The cost axis starts at $10.92, not at zero." }
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
  const roundDown = (v: number) => Math.floor(v / step + 1e-9) * step;
  const roundUp = (v: number) => Math.ceil(v / step - 1e-9) * step;
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
