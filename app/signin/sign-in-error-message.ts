import { TOO_MANY_ATTEMPTS } from "@/lib/auth/sign-in-throttled-error";
import { SIGN_IN_WINDOW_MS } from "@/lib/auth/sign-in-throttle";

/** Auth.js's error types, in words a user can act on. */
const ERROR_MESSAGES: Record<string, string> = {
  CredentialsSignin: "That email and password do not match an account.",
  AccessDenied: "That account may not sign in here: ask an owner to add your email.",
  OAuthCallbackError: "The sign-in provider did not finish the sign-in. Try again.",
};

function inMinutes(seconds: number | undefined): string {
  const minutes = Math.ceil((seconds ?? SIGN_IN_WINDOW_MS / 1000) / 60);
  return `${seconds === undefined ? "at most " : ""}${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * What the sign-in form says for `/signin?error=...`: Auth.js's error type, its `code` (set for
 * a throttled sign-in, by the server action or by Auth.js on a direct POST) and `retry`, the
 * seconds until the throttle's window ends (known to the server action only).
 */
export function describeSignInError(query: {
  error?: string;
  code?: string;
  retry?: number;
}): string | undefined {
  if (!query.error) return undefined;
  if (query.error === "CredentialsSignin" && query.code === TOO_MANY_ATTEMPTS)
    return `Too many failed sign-ins for this account or from this address: try again in ${inMinutes(query.retry)}.`;
  return ERROR_MESSAGES[query.error] ?? "Sign-in failed. Try again.";
}
