import type { ConstantInput } from "./constant-input";

type NumberInput = Extract<ConstantInput, { kind: "number" }>;

/** Shift with an arrow steps ten times as far (a 13,000-token buffer is many steps of 1). */
const LARGE_STEP_FACTOR = 10;

/**
 * The text an arrow key makes of a number constant's text: one step up or down (ten with
 * Shift), kept inside the schema's bounds. The panel applies it at once, with no pause. Null
 * when there is nothing to step: text that is not a number, or a bound already reached.
 *
 * @example
 * stepConstantText("13000", { kind: "number", min: 0, max: null, step: "1", isNullable: false }, 1, false) // "13001"
 * stepConstantText("3.5", { kind: "number", min: 0.5, max: 10, step: "any", isNullable: false }, -1, true) // "0.5"
 */
export function stepConstantText(
  text: string,
  input: NumberInput,
  direction: 1 | -1,
  isLarge: boolean,
): string | null {
  const trimmed = text.trim();
  // An empty (nullable) constant gets its lower bound first, as the native spinner does.
  if (trimmed === "") return String(input.min ?? 0);
  const current = Number(trimmed);
  if (!Number.isFinite(current)) return null;
  const stepped = current + direction * (isLarge ? LARGE_STEP_FACTOR : 1);
  const low = input.min ?? -Infinity;
  const high = input.max ?? Infinity;
  // Ten decimals drop float noise (0.1 + 0.2) without rounding a real constant's value.
  const next = Number(Math.min(high, Math.max(low, stepped)).toFixed(10));
  return next === current ? null : String(next);
}
