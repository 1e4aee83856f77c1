import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt's recommended interactive cost (N = 2^15 ~ 32 MB, r = 8, p = 1): about 60 ms a hash.
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;
const MIN_PASSWORD_LENGTH = 10;

function derive(password: string, salt: Buffer, options: ScryptOptions, bytes: number) {
  return new Promise<Buffer>((resolve, reject) =>
    // maxmem: N * r * 128 bytes plus room; Node's default 32 MB is just too small for N = 2^15.
    scrypt(
      password.normalize("NFKC"),
      salt,
      bytes,
      { ...options, maxmem: 128 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** Why a new password is refused, or null when it will do. */
export function checkNewPassword(password: string): string | null {
  return password.length < MIN_PASSWORD_LENGTH
    ? `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`
    : null;
}

/**
 * A salted scrypt hash, stored as `scrypt$N$r$p$salt$key` (base64), so the cost can rise later
 * without breaking the hashes already stored.
 *
 * @example await hashPassword("correct horse battery") // "scrypt$32768$8$1$...$..."
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, KEY_BYTES);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

/** Whether `password` matches a stored hash; compared in constant time; false for a bad hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every(Number.isSafeInteger) || expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, "base64"), options, expected.length);
  return timingSafeEqual(actual, expected);
}
