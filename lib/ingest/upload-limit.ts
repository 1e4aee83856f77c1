import { readEnvNumber } from "../env-number";

/** Default body limit: above the 1 GB uploads SPEC section 7 requires. */
export const DEFAULT_MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

/** MAX_UPLOAD_BYTES from the environment (bytes), or the default. */
export function readUploadLimit(env: NodeJS.ProcessEnv = process.env): number {
  return readEnvNumber("MAX_UPLOAD_BYTES", DEFAULT_MAX_UPLOAD_BYTES, {
    min: 1,
    unit: "bytes",
    env,
  });
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
