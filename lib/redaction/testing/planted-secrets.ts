import type { RedactionKind } from "../../contracts/redaction-report";

/** Deterministic filler of base62 characters (a seedable LCG), so planted secrets look random. */
export function randomish(length: number, seed: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let state = seed >>> 0 || 1;
  let out = "";
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    out += alphabet[state % alphabet.length];
  }
  return out;
}

/**
 * One planted secret of a kind: `secret` is what must never be seen again, `text` the line a
 * transcript would carry it in. Built from pieces so that no scanner takes this file for a
 * leak.
 */
export type PlantedSecret = { kind: RedactionKind; secret: string; text: string };

const PEM_BODY = `${randomish(64, 21)}\n${randomish(64, 22)}\n${randomish(20, 23)}==`;

export const PLANTED_SECRETS: readonly PlantedSecret[] = [
  ((secret) => ({ kind: "anthropic-key", secret, text: `ANTHROPIC=${secret}` }))(
    `sk-ant-api03-${randomish(80, 1)}-${randomish(6, 2)}AA`,
  ),
  ((secret) => ({ kind: "openai-key", secret, text: `client = OpenAI(api_key="${secret}")` }))(
    `sk-proj-${randomish(48, 3)}`,
  ),
  ((secret) => ({ kind: "aws-access-key", secret, text: `id ${secret} in us-east-1` }))(
    `AKIA${randomish(16, 4).toUpperCase()}`,
  ),
  ((secret) => ({
    kind: "aws-secret-key",
    secret,
    text: `aws_secret_access_key = ${secret}`,
  }))(`${randomish(30, 5)}/${randomish(9, 6)}`),
  ((secret) => ({
    kind: "github-token",
    secret,
    text: `git clone https://${secret}@github.com/o/r`,
  }))(`ghp_${randomish(36, 7)}`),
  ((secret) => ({ kind: "slack-token", secret, text: `token: ${secret}` }))(
    `xoxb-1234567890-${randomish(24, 8)}`,
  ),
  ((secret) => ({ kind: "stripe-key", secret, text: `Stripe(${JSON.stringify(secret)})` }))(
    `sk_live_${randomish(24, 9)}`,
  ),
  ((secret) => ({ kind: "google-api-key", secret, text: `maps?key=${secret}&q=x` }))(
    `AIza${randomish(35, 10)}`,
  ),
  ((secret) => ({ kind: "npm-token", secret, text: `publish with ${secret}` }))(
    `npm_${randomish(36, 11)}`,
  ),
  ((secret) => ({ kind: "jwt", secret, text: `cookie session=${secret}; Path=/` }))(
    `eyJhbGciOiJIUzI1NiJ9.eyJ${randomish(30, 12)}.${randomish(43, 13)}`,
  ),
  ((secret) => ({
    kind: "bearer-token",
    secret,
    text: `curl -H "Authorization: Bearer ${secret}" https://api.example.com`,
  }))(`${randomish(20, 14).toLowerCase()}.${randomish(8, 15).toLowerCase()}`),
  ((secret) => ({ kind: "basic-auth", secret, text: `Authorization: Basic ${secret}` }))(
    Buffer.from(`admin:${randomish(12, 16)}`).toString("base64"),
  ),
  ((secret) => ({
    kind: "url-password",
    secret,
    text: `DATABASE=postgres://app:${secret}@db.internal:5432/prod`,
  }))(`pw-${randomish(14, 17)}`),
  ((secret) => ({ kind: "env-secret", secret, text: `DB_PASSWORD=${secret}` }))(
    `hunter2-${randomish(6, 18).toLowerCase()}`,
  ),
  ((secret) => ({
    kind: "private-key",
    secret,
    text: `cat id_rsa\n${secret}\n`,
  }))(`-----BEGIN RSA PRIVATE KEY-----\n${PEM_BODY}\n-----END RSA PRIVATE KEY-----`),
  ((secret) => ({ kind: "high-entropy", secret, text: `the value was ${secret} yesterday` }))(
    randomish(40, 19),
  ),
];
