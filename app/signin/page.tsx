import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { z } from "zod";
import { SignInForm } from "@/components/auth/sign-in-form";
import { readOidcSettings } from "@/lib/auth/auth-env";
import { readRequestViewer } from "@/lib/auth/request-workspace";
import { getDb } from "@/lib/server/database";
import { safeCallbackUrl } from "@/lib/auth/safe-redirect";
import { SIGN_IN_WINDOW_MS } from "@/lib/auth/sign-in-throttle";
import { isTeamMode } from "@/lib/auth/team-mode";
import { describeSignInError } from "./sign-in-error-message";

export const metadata: Metadata = { title: "Sign in" };
// Team mode is read when the server runs, not when it was built.
export const dynamic = "force-dynamic";

const querySchema = z.object({
  callbackUrl: z.string().max(2000).optional().catch(undefined),
  error: z.string().max(100).optional().catch(undefined),
  code: z.string().max(100).optional().catch(undefined),
  retry: z.coerce
    .number()
    .int()
    .positive()
    .max(SIGN_IN_WINDOW_MS / 1000)
    .optional()
    .catch(undefined),
});

type SignInPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A team server's door: email and password, and the OIDC provider when one is configured. */
export default async function SignInPage({ searchParams }: SignInPageProps) {
  const query = querySchema.parse(await searchParams);
  const callbackUrl = safeCallbackUrl(query.callbackUrl);
  if (!isTeamMode() || (await readRequestViewer(getDb()))) redirect(callbackUrl);
  const oidc = readOidcSettings();
  const error = describeSignInError(query);
  return (
    <div className="signin">
      <h1>Sign in</h1>
      <p className="muted">
        This Compaction Lab is shared by a team: sign in to see your workspace&apos;s sessions.
      </p>
      <SignInForm callbackUrl={callbackUrl} error={error} oidcName={oidc?.AUTH_OIDC_NAME ?? null} />
    </div>
  );
}
