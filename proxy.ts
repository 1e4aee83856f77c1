import { NextResponse, type NextRequest } from "next/server";
import { readSessionUserId } from "./lib/auth/session-cookie";
import { isTeamMode } from "./lib/auth/team-mode";

/**
 * Team mode: a page asked for without a valid session goes to /signin, and comes back after.
 * Only the cookie is checked here (no database); the page's queries resolve the user and their
 * workspace (lib/db/scope-extension.ts), and the API routes are guarded by handleRoute, which
 * answers 401 JSON rather than a redirect. The open embedded mode passes everything through.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (!isTeamMode()) return NextResponse.next();
  const userId = await readSessionUserId((name) => request.cookies.get(name)?.value);
  if (userId) return NextResponse.next();
  const signIn = new URL("/signin", request.url);
  const { pathname, search } = request.nextUrl;
  if (pathname !== "/") signIn.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(signIn);
}

export const config = {
  // Every page but the sign-in page itself; /api answers for itself; build output and icons are
  // the same for everyone.
  matcher: ["/((?!api/|signin|_next/|icon.svg|favicon.ico).*)"],
};
