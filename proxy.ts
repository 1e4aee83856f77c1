import { NextResponse, type NextRequest } from "next/server";
import { toSafeRedirectPath } from "./lib/auth/safe-redirect";
import { readSession } from "./lib/auth/session-cookie";
import { isTeamMode } from "./lib/auth/team-mode";

/**
 * Team mode: a page asked for without a valid session goes to /signin, and comes back after
 * (the way back passes the app's one redirect check). Only the cookie is checked here (no
 * database): a token voided by a sign-out passes, and the page's own lookup of the viewer
 * (lib/auth/viewer.ts) then fails closed. The API routes are guarded by handleRoute, which
 * answers 401 JSON rather than a redirect. The open embedded mode passes everything through.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (!isTeamMode()) return NextResponse.next();
  const session = await readSession((name) => request.cookies.get(name)?.value);
  if (session) return NextResponse.next();
  const signIn = new URL("/signin", request.url);
  const { pathname, search } = request.nextUrl;
  const back = toSafeRedirectPath(`${pathname}${search}`);
  if (back && back !== "/") signIn.searchParams.set("callbackUrl", back);
  return NextResponse.redirect(signIn);
}

export const config = {
  // Every page but the sign-in page itself; /api answers for itself; build output and icons are
  // the same for everyone.
  matcher: ["/((?!api/|signin|_next/|icon.svg|favicon.ico).*)"],
};
