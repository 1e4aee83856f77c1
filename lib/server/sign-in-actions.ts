"use server";

// The sign-in page's and the account menu's server actions, in lib/ so components can bind
// them without importing app/.
import { AuthError } from "next-auth";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { signIn, signOut } from "@/lib/server/auth";
import { safeCallbackUrl } from "@/lib/auth/safe-redirect";
import { readRequestViewer } from "@/lib/auth/request-workspace";
import { getDb } from "@/lib/server/database";
import { isServedOverHttps } from "@/lib/auth/served-over-https";
import { WORKSPACE_COOKIE } from "@/lib/auth/session-cookie";
import { SignInThrottledError } from "@/lib/auth/sign-in-throttled-error";

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Email and password; a refused sign-in comes back to /signin with the error named (and, when
 * throttled, the seconds to wait).
 */
export async function signInWithPassword(formData: FormData): Promise<void> {
  const callbackUrl = safeCallbackUrl(formData.get("callbackUrl"));
  try {
    await signIn("password", {
      email: formData.get("email"),
      password: formData.get("password"),
      redirectTo: callbackUrl,
    });
  } catch (error) {
    // Success is a redirect, which Next throws too: only Auth.js's own failures stop here.
    if (!(error instanceof AuthError)) throw error;
    const query = new URLSearchParams({ error: error.type, callbackUrl });
    if (error instanceof SignInThrottledError) {
      query.set("code", error.code);
      query.set("retry", String(error.retryAfterSeconds));
    }
    redirect(`/signin?${query}`);
  }
}

/** Off to the OIDC provider; it sends the user back to /api/auth/callback/oidc. */
export async function signInWithOidc(formData: FormData): Promise<void> {
  await signIn("oidc", { redirectTo: safeCallbackUrl(formData.get("callbackUrl")) });
}

/** Signs out everywhere (lib/server/auth.ts `events.signOut`) and back to the door. */
export async function signOutAndLeave(): Promise<void> {
  await signOut({ redirectTo: "/signin" });
}

/** Moves the viewer to another of their workspaces (ignored unless they are a member). */
export async function switchWorkspace(formData: FormData): Promise<void> {
  const viewer = await readRequestViewer(getDb());
  const workspaceId = formData.get("workspaceId");
  if (viewer && viewer.workspaces.some((workspace) => workspace.id === workspaceId)) {
    (await cookies()).set(WORKSPACE_COOKIE, String(workspaceId), {
      httpOnly: true,
      sameSite: "lax",
      secure: isServedOverHttps(await headers()),
      path: "/",
      maxAge: ONE_YEAR_SECONDS,
    });
  }
  // The page open may show an id of the workspace left: start from the sessions list.
  redirect("/");
}
