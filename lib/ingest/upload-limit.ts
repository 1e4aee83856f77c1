import { z } from "zod";

/** Default body limit: above the 1 GB uploads SPEC section 7 requires. */
export const DEFAULT_MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

const limitSchema = z.coerce.number().int().positive();

/** MAX_UPLOAD_BYTES from the environment (bytes), or the default. */
export function readUploadLimit(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MAX_UPLOAD_BYTES?.trim();
  if (!raw) return DEFAULT_MAX_UPLOAD_BYTES;
  const parsed = limitSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`MAX_UPLOAD_BYTES must be a positive whole number of bytes, got "${raw}"`);
  return parsed.data;
}

/** "2 GiB", "100 MiB", "512 bytes": the limit as the 413 message names it. */
export function describeBytes(bytes: number): string {
  const units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1 && value % 1024 === 0) {
    value /= 1024;
    unit += 1;
  }
  return `${value} ${units[unit]}`;
}
