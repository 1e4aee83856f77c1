import { MAX_GRID_VALUES } from "@/lib/sweeps/sweep-grid";
import type { ConstantInput } from "@/lib/view/session/constants/constant-input";

export type GridValues = { ok: true; values: unknown[] } | { ok: false; reason: string };

const RANGE = /^\s*(-?[\d.]+[kK]?)\s*\.\.\s*(-?[\d.]+[kK]?)\s*(?:step\s*(-?[\d.]+[kK]?))?\s*$/;

/** "8K" -> 8000, "12.5" -> 12.5; NaN for anything else. */
function readNumber(text: string): number {
  const t = text.trim();
  return /[kK]$/.test(t) ? Number(t.slice(0, -1)) * 1_000 : t === "" ? NaN : Number(t);
}

function readValue(text: string, input: ConstantInput): unknown {
  const t = text.trim();
  if (input.kind === "number") return t === "null" && input.isNullable ? null : readNumber(t);
  if (input.kind === "boolean") return t === "true" ? true : t === "false" ? false : t;
  return t;
}

/**
 * The values a user typed for one constant: a list (`20000, 32K, 64K`; `true, false`) or, for
 * numbers, a range `start..end step s` (`8K..40K step 4K`, end included). Bounds and types are
 * checked by the server (422 naming the value); this only reads the text.
 *
 * @example parseGridValues("8K..16K step 4K", numberInput) // { ok: true, values: [8000, 12000, 16000] }
 */
export function parseGridValues(text: string, input: ConstantInput): GridValues {
  const range = RANGE.exec(text);
  if (range && input.kind === "number") {
    const [start, end, step] = [range[1]!, range[2]!, range[3] ?? "1"].map(readNumber) as [
      number,
      number,
      number,
    ];
    if (![start, end, step].every(Number.isFinite))
      return { ok: false, reason: "a range is start..end step s, in numbers" };
    if (step <= 0) return { ok: false, reason: "the step must be above 0" };
    if (end < start) return { ok: false, reason: "the range ends before it starts" };
    const count = Math.floor((end - start) / step + 1e-9) + 1;
    if (count > MAX_GRID_VALUES)
      return { ok: false, reason: `${count} values: at most ${MAX_GRID_VALUES}` };
    return {
      ok: true,
      values: Array.from({ length: count }, (_, i) => Math.round((start + i * step) * 1e6) / 1e6),
    };
  }
  const parts = text
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
  if (parts.length === 0) return { ok: false, reason: "no values" };
  if (parts.length > MAX_GRID_VALUES)
    return { ok: false, reason: `${parts.length} values: at most ${MAX_GRID_VALUES}` };
  const values = parts.map((p) => readValue(p, input));
  const bad = values.findIndex((v) => typeof v === "number" && !Number.isFinite(v));
  if (bad >= 0) return { ok: false, reason: `"${parts[bad]}" is not a number` };
  return { ok: true, values: [...new Set(values)] };
}
