import type { AccountUser } from "../db/accounts";
import type { PrismaClient } from "../db/generated/client";

/**
 * Whether a session token issued at `issuedAt` (seconds, the JWT's `iat`) was voided by a
 * sign-out: a token issued strictly before the user's `sessionsValidFrom` is. The instant is
 * stored in whole seconds, so a sign-in in the same second as the sign-out stays valid.
 */
export function isSessionRevoked(sessionsValidFrom: Date | null, issuedAt: number): boolean {
  return sessionsValidFrom !== null && issuedAt * 1000 < sessionsValidFrom.getTime();
}

/**
 * The user a session names, with the instant their sessions are valid from; null when removed.
 * One query, so the check costs the session lookup nothing extra.
 */
export async function findSessionUser(
  db: PrismaClient,
  userId: string,
): Promise<{ user: AccountUser; sessionsValidFrom: Date | null } | null> {
  const row = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, sessionsValidFrom: true },
  });
  if (!row) return null;
  const { sessionsValidFrom, ...user } = row;
  return { user, sessionsValidFrom };
}

/**
 * Signs a user out everywhere: every session token issued before `now` (floored to the second,
 * the precision of a JWT's `iat`) is void from here on. A token already void changes nothing,
 * so a stolen old cookie cannot sign the user out of their newer sessions.
 */
export async function revokeSessionsOf(
  db: PrismaClient,
  session: { userId: string; issuedAt: number },
  now = new Date(),
): Promise<void> {
  const validFrom = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await db.user.updateMany({
    where: {
      id: session.userId,
      OR: [
        { sessionsValidFrom: null },
        { sessionsValidFrom: { lte: new Date(session.issuedAt * 1000) } },
      ],
    },
    data: { sessionsValidFrom: validFrom },
  });
}
