import { NextResponse, type NextRequest } from "next/server";
import { PAGE_PATH_HEADER } from "./lib/auth/page-path-header";
import { toSafeRedirectPath } from "./lib/auth/safe-redirect";
import { readSession } from "./lib/auth/session-cookie";
import { isTeamMode } from "./lib/auth/team-mode";

/**
 * Team mode: a page asked for without a valid session goes to /signin, and comes back after
 * (the way back passes the app's one redirect check). Only the cookie is checked here (no
 * database): a token voided by a sign-out passes, and the layout's lookup of the viewer sends
 * it to /signin the same way (components/auth/sign-in-when-signed-out.tsx). The API routes are guarded by handleRoute, which
 * answers 401 JSON rather than a redirect. The open embedded mode passes everything through.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (!isTeamMode()) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const session = await readSession((name) => request.cookies.get(name)?.value);
  if (session) {
    // A page read learns its own path (components/auth/sign-in-when-signed-out.tsx). Not a
    // server action's POST: its answer renders the page it redirects to (sign-out: /signin)
    // under this request's headers, where the path would be the old one.
    const forwarded = new Headers(request.headers);
    forwarded.delete(PAGE_PATH_HEADER);
    if (request.method === "GET" || request.method === "HEAD")
      forwarded.set(PAGE_PATH_HEADER, `${pathname}${search}`);
    return NextResponse.next({ request: { headers: forwarded } });
  }
  const signIn = new URL("/signin", request.url);
  const back = toSafeRedirectPath(`${pathname}${search}`);
  if (back && back !== "/") signIn.searchParams.set("callbackUrl", back);
  return NextResponse.redirect(signIn);
}

export const config = {
  // Every page but the sign-in page itself; /api answers for itself; build output and icons are
  // the same for everyone.
  matcher: ["/((?!api/|signin|_next/|icon.svg|favicon.ico).*)"],
};
