import { encode } from "next-auth/jwt";

/** A fixed 32-character AUTH_SECRET for tests of team mode. */
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret!";

/** Puts the process in team mode; returns the function that puts it back. */
export function enableTeamMode(): () => void {
  const previous = process.env.AUTH_SECRET;
  process.env.AUTH_SECRET = TEST_AUTH_SECRET;
  return () => {
    if (previous === undefined) delete process.env.AUTH_SECRET;
    else process.env.AUTH_SECRET = previous;
  };
}

/** A `Cookie:` header holding an Auth.js session for user `uid`, as the sign-in would set it. */
export async function sessionCookieFor(uid: string, extra = ""): Promise<string> {
  const salt = "authjs.session-token";
  const token = await encode({ token: { uid, sub: uid }, secret: TEST_AUTH_SECRET, salt });
  return `${salt}=${token}${extra ? `; ${extra}` : ""}`;
}
