/**
 * Number formatting shared by every table and card. Grouping is pinned to en-US so the
 * server render and the browser hydration always print the same characters.
 */
const INTEGER_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

const MISSING = "—";

/** `155933` -> `"155,933"`. */
export function formatInteger(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  return INTEGER_FORMAT.format(value);
}

const TOKEN_UNITS = [
  { size: 1e9, suffix: "B" },
  { size: 1e6, suffix: "M" },
  { size: 1e3, suffix: "K" },
] as const;

/**
 * Token counts the way people quote context windows: one decimal, trailing ".0" dropped.
 * @example formatTokens(155_933) // "155.9K"
 * @example formatTokens(200_000) // "200K"
 */
export function formatTokens(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  if (abs < 1000) return sign + String(Math.round(abs));
  // Walk from the largest unit down, but let 999,960 round up to "1M" rather than "1000K".
  for (let i = TOKEN_UNITS.length - 1; i >= 0; i--) {
    const unit = TOKEN_UNITS[i]!;
    const next = TOKEN_UNITS[i - 1];
    const rounded = Math.round((abs / unit.size) * 10) / 10;
    if (next && rounded >= 1000) continue;
    return sign + trimZero(rounded.toFixed(1)) + unit.suffix;
  }
  return sign + String(abs);
}

const BYTE_UNITS = ["B", "kB", "MB", "GB", "TB"] as const;

/**
 * Decimal (SI) byte sizes, as file managers show them: one decimal under 100, none above.
 * @example formatBytes(3_580_082) // "3.6 MB"
 */
export function formatBytes(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value) || value < 0) return MISSING;
  let unitIndex = 0;
  let scaled = value;
  while (unitIndex < BYTE_UNITS.length - 1 && Math.round(scaled * 10) / 10 >= 1000) {
    scaled /= 1000;
    unitIndex++;
  }
  const unit = BYTE_UNITS[unitIndex]!;
  if (unitIndex === 0) return `${Math.round(scaled)} ${unit}`;
  const text = scaled >= 99.95 ? String(Math.round(scaled)) : trimZero(scaled.toFixed(1));
  return `${text} ${unit}`;
}

/** `0.4231` -> `"42%"`; clamps nothing, rounds to whole percent. */
export function formatPercent(fraction: number | null | undefined): string {
  if (fraction == null || !Number.isFinite(fraction)) return MISSING;
  return `${Math.round(fraction * 100)}%`;
}

const USD_FORMAT = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Dollars to the cent; a cost under half a cent but not zero reads "<$0.01", never "$0.00".
 * @example formatUsd(12.3449) // "$12.34"
 * @example formatUsd(1234.5) // "$1,234.50"
 */
export function formatUsd(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  if (value > 0 && value < 0.005) return "<$0.01";
  return USD_FORMAT.format(value);
}

/**
 * Dollars with up to 4 decimals for small amounts (one API call): "$0.0315", "$1.25".
 * @example formatUsdPrecise(0.031_52) // "$0.0315"
 */
export function formatUsdPrecise(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  if (value >= 1 || value === 0) return formatUsd(value);
  if (value < 0.00005) return "<$0.0001";
  return `$${value.toFixed(4)}`;
}

function trimZero(text: string): string {
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}
