/**
 * The `auth.json` of a ChatGPT sign-in, made up for the lab: Codex 0.65 and 0.66 compact
 * remotely only under a ChatGPT login (an API key compacts locally there), so the lab signs the
 * client in with this. The tokens are unsigned JWTs holding only the claims the client reads
 * (plan, account); the client decodes them without verifying, and `last_refresh` is now so it
 * tries no refresh. They open nothing: the client's only server is the fake on 127.0.0.1.
 */

const ACCOUNT_ID = "conformance-lab-account";

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function unsignedJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: "none", typ: "JWT" })}.${base64Url(claims)}.unsigned`;
}

/**
 * @example
 * JSON.parse(fakeChatGptAuthJson(new Date())).tokens.account_id // "conformance-lab-account"
 */
export function fakeChatGptAuthJson(now: Date): string {
  const token = unsignedJwt({
    email: "lab@conformance.invalid",
    // 2100-01-01: never expired while the lab runs.
    exp: 4_102_444_800,
    "https://api.openai.com/auth": {
      chatgpt_plan_type: "pro",
      chatgpt_account_id: ACCOUNT_ID,
      chatgpt_user_id: "conformance-lab-user",
    },
  });
  return JSON.stringify({
    OPENAI_API_KEY: null,
    tokens: {
      id_token: token,
      access_token: token,
      refresh_token: "conformance-lab-refresh",
      account_id: ACCOUNT_ID,
    },
    last_refresh: now.toISOString(),
  });
}
