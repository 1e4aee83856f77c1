import { CredentialsSignin } from "next-auth";

/** The `code` Auth.js puts beside `error=CredentialsSignin` when sign-in is throttled. */
export const TOO_MANY_ATTEMPTS = "too_many_attempts";

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
