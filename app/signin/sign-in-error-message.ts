import { describeThrottledSignIn, TOO_MANY_ATTEMPTS } from "@/lib/auth/sign-in-throttled-error";

/** Auth.js's error types, in words a user can act on. */
const ERROR_MESSAGES: Record<string, string> = {
  CredentialsSignin: "That email and password do not match an account.",
  AccessDenied: "That account may not sign in here: ask an owner to add your email.",
  OAuthCallbackError: "The sign-in provider did not finish the sign-in. Try again.",
};

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
    return describeThrottledSignIn(query.retry);
  return ERROR_MESSAGES[query.error] ?? "Sign-in failed. Try again.";
}
