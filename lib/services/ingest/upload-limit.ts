import { readEnvNumber } from "../../env-number";

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
