import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { readRequestViewer } from "@/lib/auth/request-workspace";
import { getDb } from "@/lib/server/database";
import { PAGE_PATH_HEADER } from "@/lib/auth/page-path-header";
import { toSafeRedirectPath } from "@/lib/auth/safe-redirect";
import { isTeamMode } from "@/lib/auth/team-mode";

/**
 * Team mode: a page whose session cookie passed the proxy (which reads only the cookie) but
 * names no viewer (voided by a sign-out, or its user removed) goes to /signin and comes back
 * after, as a page without a cookie does, instead of failing in its queries. Renders nothing.
 */
export async function SignInWhenSignedOut() {
  await connection();
  if (!isTeamMode()) return null;
  const page = toSafeRedirectPath((await headers()).get(PAGE_PATH_HEADER));
  // Only page reads the proxy passed carry the header (not a server action's answer, which may
  // render the page it redirects to); the sign-in page itself is never sent back.
  if (!page || page === "/signin" || page.startsWith("/signin?")) return null;
  if (await readRequestViewer(getDb())) return null;
  redirect(page === "/" ? "/signin" : `/signin?${new URLSearchParams({ callbackUrl: page })}`);
}
