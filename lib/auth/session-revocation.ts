import type { AccountUser } from "../db/accounts";
import type { PrismaClient } from "../db/generated/client";
import type { SessionClaims } from "./session-cookie";

/**
 * Whether a session token from a sign-in at `signedInAt` (ms) was voided by a sign-out: one from
 * a sign-in strictly before the user's `sessionsValidFrom` is.
 */
export function isSessionRevoked(sessionsValidFrom: Date | null, signedInAt: number): boolean {
  return sessionsValidFrom !== null && signedInAt < sessionsValidFrom.getTime();
}

/**
 * The user a session names while the session stands; null when the user was removed or signed
 * out after its sign-in. One query, so the check costs the session lookup nothing extra.
 */
export async function findSessionUser(
  db: PrismaClient,
  session: SessionClaims,
): Promise<AccountUser | null> {
  const row = await db.user.findUnique({
    where: { id: session.userId },
    select: { id: true, email: true, name: true, sessionsValidFrom: true },
  });
  if (!row || isSessionRevoked(row.sessionsValidFrom, session.signedInAt)) return null;
  return { id: row.id, email: row.email, name: row.name };
}

/**
 * Signs a user out everywhere: every session token from a sign-in before `now` is void from
 * here on. A token already void changes nothing, so a stolen old cookie cannot sign the user
 * out of their newer sessions.
 */
export async function revokeSessionsOf(
  db: PrismaClient,
  session: SessionClaims,
  now = new Date(),
): Promise<void> {
  await db.user.updateMany({
    where: {
      id: session.userId,
      OR: [
        { sessionsValidFrom: null },
        { sessionsValidFrom: { lte: new Date(session.signedInAt) } },
      ],
    },
    data: { sessionsValidFrom: now },
  });
}
