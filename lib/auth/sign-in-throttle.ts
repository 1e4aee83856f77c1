import type { PrismaClient } from "../db/generated/client";
import { isUniqueViolation } from "../db/unique-violation";

/** Failed sign-ins a key may have in one window; the next is refused until the window ends. */
export const MAX_SIGN_IN_FAILURES = 10;
/** A fixed window from its first failure: it does not slide while refused attempts go on. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
// Rows whose window ended are removed now and then, at most this often per process.
const PRUNE_EVERY_MS = 60 * 1000;

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };
/** The keys an attempt counted against, each with the window it counted in. */
export type Reservation = { keys: { key: string; windowStart: Date }[] };

const ACCOUNT_PREFIX = "account:";

/** The throttle's keys of a sign-in: the account (lowercased email) and the client's address. */
export function signInThrottleKeys(email: string | null, address: string | null): string[] {
  const account = email?.trim().toLowerCase();
  return [
    ...(account ? [`${ACCOUNT_PREFIX}${account}`] : []),
    ...(address ? [`address:${address}`] : []),
  ];
}

function windowEdge(now: Date): Date {
  return new Date(now.getTime() - SIGN_IN_WINDOW_MS);
}

/** Refused when, counting this attempt, a key in its window is over the limit. */
function verdictOf(rows: { attempts: number; windowStart: Date }[], now: Date): ThrottleVerdict {
  const blocked = rows.filter(
    (row) => row.attempts > MAX_SIGN_IN_FAILURES && row.windowStart > windowEdge(now),
  );
  if (blocked.length === 0) return { ok: true };
  const ends = Math.max(...blocked.map((row) => row.windowStart.getTime() + SIGN_IN_WINDOW_MS));
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

/** Whether an attempt on these keys would be refused now; reads only (the API's early 429). */
export async function peekSignInThrottle(
  db: PrismaClient,
  keys: string[],
  now = new Date(),
): Promise<ThrottleVerdict> {
  if (keys.length === 0) return { ok: true };
  const rows = await db.signInFailure.findMany({ where: { key: { in: keys } } });
  return verdictOf(
    rows.map((row) => ({ attempts: row.failures + 1, windowStart: row.windowStart })),
    now,
  );
}

/**
 * Counts one failure on `key` in its current window (a new window when the last one ended), as
 * single statements every web process can run at once; answers the row after it.
 */
async function countFailure(db: PrismaClient, key: string, now: Date, retried = false) {
  const inWindow = await db.signInFailure.updateMany({
    where: { key, windowStart: { gt: windowEdge(now) } },
    data: { failures: { increment: 1 }, updatedAt: now },
  });
  if (inWindow.count === 0) {
    const restarted = await db.signInFailure.updateMany({
      where: { key, windowStart: { lte: windowEdge(now) } },
      data: { failures: 1, windowStart: now, updatedAt: now },
    });
    if (restarted.count === 0) {
      try {
        await db.signInFailure.upsert({
          where: { key },
          create: { key, failures: 1, windowStart: now, updatedAt: now },
          update: { failures: { increment: 1 }, updatedAt: now },
        });
      } catch (error) {
        // Another process created the row between the two: count on it instead.
        if (retried || !isUniqueViolation(error)) throw error;
        return countFailure(db, key, now, true);
      }
    }
  }
  return db.signInFailure.findUniqueOrThrow({ where: { key } });
}

async function release(db: PrismaClient, reservation: Reservation["keys"]): Promise<void> {
  await Promise.all(
    reservation.map(({ key, windowStart }) =>
      db.signInFailure.updateMany({
        where: { key, windowStart, failures: { gt: 0 } },
        data: { failures: { decrement: 1 } },
      }),
    ),
  );
}

/**
 * Takes an attempt's place before its password is checked: it counts as a failure on every key
 * until settled. Counting first (not after the slow hash) is what holds against a burst of
 * parallel guesses: each sees the ones before it, so at most MAX_SIGN_IN_FAILURES are ever
 * checked per key and window. Over the limit: refused, and the count is given back.
 */
export async function reserveSignInAttempt(
  db: PrismaClient,
  keys: string[],
  now = new Date(),
): Promise<{ ok: true; reservation: Reservation } | Extract<ThrottleVerdict, { ok: false }>> {
  const rows = await Promise.all(keys.map((key) => countFailure(db, key, now)));
  const counted = rows.map(({ key, windowStart }) => ({ key, windowStart }));
  const verdict = verdictOf(
    rows.map((row) => ({ attempts: row.failures, windowStart: row.windowStart })),
    now,
  );
  if (verdict.ok) return { ok: true, reservation: { keys: counted } };
  await release(db, counted);
  return verdict;
}

/**
 * A reserved attempt that succeeded: the account starts afresh, and the address gets its
 * attempt back (a shared address is not penalised for its users' sign-ins, nor cleared by one).
 */
export async function settleSignInSuccess(
  db: PrismaClient,
  reservation: Reservation,
): Promise<void> {
  const account = reservation.keys.filter(({ key }) => key.startsWith(ACCOUNT_PREFIX));
  const others = reservation.keys.filter(({ key }) => !key.startsWith(ACCOUNT_PREFIX));
  await Promise.all([
    db.signInFailure.deleteMany({ where: { key: { in: account.map(({ key }) => key) } } }),
    release(db, others),
  ]);
}

let lastPrunedAt = 0;

/** Removes rows whose window ended, at most once a minute per process. */
export async function pruneSignInFailures(db: PrismaClient, now = new Date()): Promise<void> {
  if (now.getTime() - lastPrunedAt < PRUNE_EVERY_MS) return;
  lastPrunedAt = now.getTime();
  // updatedAt is indexed; a row last written before the window edge has its window ended.
  await db.signInFailure.deleteMany({ where: { updatedAt: { lte: windowEdge(now) } } });
}
