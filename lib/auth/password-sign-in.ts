import { randomBytes } from "node:crypto";
import { findUserByEmail, type AccountUser } from "../db/accounts";
import type { PrismaClient } from "../db/generated/client";
import { hashPassword, verifyPassword } from "./password";
import {
  pruneSignInFailures,
  reserveSignInAttempt,
  settleSignInSuccess,
  signInThrottleKeys,
} from "./sign-in-throttle";

export type PasswordSignInResult =
  | { ok: true; user: AccountUser }
  | { ok: false; reason: "mismatch" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export type PasswordSignInInput = { email: string; password: string; address: string | null };

type Deps = {
  db: PrismaClient;
  verify?: (password: string, stored: string) => Promise<boolean>;
  now?: Date;
};

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a password nobody knows, made once (on first use) with the same cost as real ones:
 * checked against when there is no real hash, so an unknown email costs what a known one does.
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64"));
  return dummyHash;
}

/**
 * Checks an email and password: throttled per account and per client address
 * (lib/auth/sign-in-throttle.ts), then the password against the user's scrypt hash. An unknown
 * email, or a user without a hash (OIDC only), costs one scrypt all the same, so the time of the
 * answer does not say whether the account exists.
 */
export async function checkPasswordSignIn(
  input: PasswordSignInInput,
  { db, verify = verifyPassword, now = new Date() }: Deps,
): Promise<PasswordSignInResult> {
  const keys = signInThrottleKeys(input.email, input.address);
  const attempt = await reserveSignInAttempt(db, keys, now);
  if (!attempt.ok)
    return { ok: false, reason: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  const user = await findUserByEmail(db, input.email);
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verify(input.password, hash);
  if (!user?.passwordHash || !matches) {
    await pruneSignInFailures(db, now);
    return { ok: false, reason: "mismatch" };
  }
  await settleSignInSuccess(db, attempt.reservation);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}
