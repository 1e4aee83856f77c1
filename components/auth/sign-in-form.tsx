import { signInWithOidc, signInWithPassword } from "@/lib/server/sign-in-actions";

type SignInFormProps = { callbackUrl: string; error?: string; oidcName: string | null };

/** Email and password, and the single sign-on button when the server has an OIDC provider. */
export function SignInForm({ callbackUrl, error, oidcName }: SignInFormProps) {
  return (
    <div className="signin-card">
      {error ? (
        <p className="form-error" role="alert" data-testid="signin-error">
          {error}
        </p>
      ) : null}
      {oidcName ? (
        <form action={signInWithOidc}>
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <button type="submit" className="button button-primary signin-wide">
            Continue with {oidcName}
          </button>
          <p className="signin-or muted">or with your email</p>
        </form>
      ) : null}
      <form action={signInWithPassword} className="signin-fields">
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <label className="field">
          <span className="field-label">Email</span>
          <input className="input" type="email" name="email" autoComplete="email" required />
        </label>
        <label className="field">
          <span className="field-label">Password</span>
          <input
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
          />
        </label>
        <button type="submit" className={`button signin-wide ${oidcName ? "" : "button-primary"}`}>
          Sign in
        </button>
      </form>
    </div>
  );
}
