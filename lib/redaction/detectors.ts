import type { RedactionKind } from "../contracts/redaction-report";

/**
 * One built-in detector: a global regex with indices (`dg`) and, when only part of a match
 * is the secret (the value of `PASSWORD=...`, the token after `Bearer`), the capture group
 * that holds it; `accept` turns down a match that only looks like one.
 */
export type Detector = {
  kind: RedactionKind;
  pattern: RegExp;
  /** The capture groups that may hold the secret, the first that matched wins; else the match. */
  groups?: readonly number[];
  accept?: (secret: string, match: RegExpExecArray) => boolean;
  /** A cheap test a string must pass to be worth the pattern (most strings hold no secret). */
  hint?: RegExp;
};

/** Values an assignment carries that hold no secret: numbers, flags, references, placeholders. */
const NOT_A_SECRET_VALUE =
  /^(?:-?\d+(?:\.\d+)?|true|false|null|none|undefined|\$.*|<.*>|\{\{.*|%.*|process\.env.*|os\.environ.*|\*+|x+|\.\.\.|\[REDACTED:.*)$/i;

/** An unquoted value that reads as code: a dotted reference (`config.apiKey`) or a type (`Vec<String>`). */
const CODE_VALUE = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|[()<>{}]/;

/**
 * Whether an assignment's value can be a secret: not a number, flag, reference or placeholder;
 * unquoted, not code, and not a short plain word (`token: string`, `password: String`).
 */
function isSecretValue(value: string, quoted: boolean): boolean {
  if (NOT_A_SECRET_VALUE.test(value)) return false;
  if (quoted) return true;
  return !CODE_VALUE.test(value) && !/^[A-Za-z]{1,11}$/.test(value);
}

/** Lowercase `*_key` names are usually database or sort keys; these are the secret ones. */
const SECRET_KEY_NAMES = /(?:api|access|secret|private|signing|encryption|master|auth)[_-]?key$/i;

function isSecretName(name: string): boolean {
  const bare = name.replace(/["']/g, "");
  if (/(?:password|passwd|secret|token|api_?key|credentials?)$/i.test(bare)) return true;
  // An upper-case `*_KEY` is an environment variable holding a key; `sort_key` is not.
  return /_KEY$/.test(bare) || SECRET_KEY_NAMES.test(bare);
}

/**
 * The built-in detectors, most specific first: a span one claims is not looked at again, so
 * an Anthropic key is never counted as an OpenAI key or a high-entropy string. Every pattern
 * is linear (no nested quantifiers), so they run without a time bound.
 */
export const DETECTORS: readonly Detector[] = [
  {
    // A whole block; a block cut before its END line loses its base64 body all the same.
    kind: "private-key",
    hint: /PRIVATE KEY/,
    pattern:
      /-----BEGIN ([A-Z0-9]+ )*PRIVATE KEY( BLOCK)?-----(?:[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----|[A-Za-z0-9+/=\s\\]*)/dg,
  },
  { kind: "anthropic-key", hint: /sk-ant-/, pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/dg },
  // The body must hold a digit: "sk-this-is-a-long-flag-name" is prose, a key never is.
  {
    kind: "openai-key",
    hint: /sk-/,
    pattern: /\bsk-(?:proj-|svcacct-|admin-)?(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}/dg,
  },
  {
    kind: "aws-access-key",
    hint: /A[SKBC][IC]A/,
    pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/dg,
  },
  {
    kind: "aws-secret-key",
    hint: /secret/i,
    pattern:
      /aws_?secret_?(?:access_?)?key["']?\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/dgi,
    groups: [1],
  },
  {
    kind: "github-token",
    hint: /gh[pousr]_|github_pat_/,
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/dg,
  },
  {
    kind: "slack-token",
    hint: /xox/,
    pattern: /\bxox[abposr]-(?=[A-Za-z0-9-]*\d)[A-Za-z0-9-]{10,}/dg,
  },
  {
    kind: "stripe-key",
    hint: /_live_|_test_/,
    pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b/dg,
  },
  { kind: "google-api-key", hint: /AIza/, pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/dg },
  { kind: "npm-token", hint: /npm_/, pattern: /\bnpm_[A-Za-z0-9]{36}\b/dg },
  {
    kind: "npm-token",
    hint: /_authToken/,
    pattern: /_authToken\s*=\s*([^\s"']{8,})/dg,
    groups: [1],
  },
  {
    kind: "jwt",
    hint: /eyJ/,
    pattern: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,}/dg,
  },
  {
    // A digit in the token: "Bearer authentication" in prose is not a token.
    kind: "bearer-token",
    hint: /bearer/i,
    pattern: /\bBearer\s+((?=[A-Za-z0-9._~+/-]*\d)[A-Za-z0-9._~+/-]{16,}=*)/dgi,
    groups: [1],
  },
  {
    kind: "basic-auth",
    hint: /basic/i,
    pattern: /\bAuthorization["']?\s*:\s*["']?Basic\s+([A-Za-z0-9+/]{8,}={0,2})/dgi,
    groups: [1],
  },
  {
    kind: "url-password",
    hint: /:\/\//,
    pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:@/'"]+:([^\s@/'"]+)@/dgi,
    groups: [1],
    accept: (secret) => !NOT_A_SECRET_VALUE.test(secret),
  },
  {
    // NAME=value, NAME: value, "name": "value", export NAME=value, ?password=value; the
    // quotes stay, the name stays, only the value goes.
    kind: "env-secret",
    hint: /pass|secret|token|key|credential/i,
    pattern:
      /(?<![A-Za-z0-9_.-])(["']?[A-Za-z_][A-Za-z0-9_.-]*["']?)[ \t]*(?:=(?!=)|:(?!:))[ \t]*(?:"([^"\n]{6,})"|'([^'\n]{6,})'|([^\s"'`,;&)}\]]{6,}))/dg,
    groups: [2, 3, 4],
    accept: (secret, match) =>
      isSecretName(match[1] ?? "") && isSecretValue(secret, match[4] === undefined),
  },
];
