import { CredentialsSignin } from "next-auth";
import { SIGN_IN_WINDOW_MS } from "./sign-in-throttle";

/** The `code` Auth.js puts beside `error=CredentialsSignin` when sign-in is throttled. */
export const TOO_MANY_ATTEMPTS = "too_many_attempts";

/**
 * The words for a throttled sign-in, in the form and in the API's 429 alike: the wait rounded up
 * to whole minutes, or the window's length as an upper bound when the seconds are not known.
 */
export function describeThrottledSignIn(retryAfterSeconds?: number): string {
  const minutes = Math.ceil((retryAfterSeconds ?? SIGN_IN_WINDOW_MS / 1000) / 60);
  const wait = `${retryAfterSeconds === undefined ? "at most " : ""}${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many failed sign-ins for this account or from this address: try again in ${wait}.`;
}

/**
 * Thrown by `authorize()` when the account or the address has too many recent failures. A
 * CredentialsSignin, so Auth.js treats it as a refused sign-in: the server action catches this
 * very instance (Auth.js rethrows it in its raw mode) and reads `retryAfterSeconds`; a direct
 * POST to the callback is redirected to `/signin?error=CredentialsSignin&code=too_many_attempts`.
 */
export class SignInThrottledError extends CredentialsSignin {
  override code = TOO_MANY_ATTEMPTS;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super();
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
