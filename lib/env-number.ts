import { z } from "zod";

const wholeNumber = z.coerce.number().int();

/**
 * A whole-number setting from the environment (an edge: parsed, never trusted), or its
 * default when unset or blank. A value that is not a whole number of at least `min` stops
 * the caller with the setting's name and what it got.
 *
 * @example readEnvNumber("MAX_UPLOAD_BYTES", 2 * 1024 ** 3, { min: 1, unit: "bytes" })
 */
export function readEnvNumber(
  name: string,
  fallback: number,
  {
    min = 0,
    unit = "",
    env = process.env,
  }: { min?: number; unit?: string; env?: Record<string, string | undefined> } = {},
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const parsed = wholeNumber.min(min).safeParse(raw);
  if (!parsed.success) {
    const of = unit ? ` of ${unit}` : "";
    const atLeast = min > 0 ? `, at least ${min}` : "";
    throw new Error(`${name} must be a whole number${of}${atLeast}, got "${raw}"`);
  }
  return parsed.data;
}
