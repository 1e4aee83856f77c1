import type { RedactionKind } from "../../contracts/redaction-report";

/** What each built-in detector finds, in words for the settings page (lib/redaction/detectors.ts). */
export const REDACTION_KIND_LIST: readonly { kind: RedactionKind; description: string }[] = [
  {
    kind: "private-key",
    description:
      "Private key blocks (-----BEGIN … PRIVATE KEY-----), even cut before their END line.",
  },
  { kind: "anthropic-key", description: "Anthropic API keys (sk-ant-…)." },
  { kind: "openai-key", description: "OpenAI API keys (sk-…, sk-proj-…)." },
  {
    kind: "aws-access-key",
    description: "AWS access key ids (AKIA…, ASIA…) and secret keys named as such.",
  },
  {
    kind: "github-token",
    description: "GitHub tokens (ghp_, gho_, ghs_, ghu_, ghr_, github_pat_).",
  },
  { kind: "slack-token", description: "Slack tokens (xoxb-, xoxp-, …)." },
  { kind: "stripe-key", description: "Stripe secret and restricted keys (sk_live_, rk_test_, …)." },
  { kind: "google-api-key", description: "Google API keys (AIza…)." },
  { kind: "npm-token", description: "npm tokens (npm_…, _authToken=…)." },
  { kind: "jwt", description: "JSON web tokens (eyJ….eyJ….…)." },
  {
    kind: "bearer-token",
    description: "Bearer tokens and basic auth credentials in Authorization headers.",
  },
  {
    kind: "url-password",
    description: "Passwords in URLs (scheme://user:password@host): the user stays.",
  },
  {
    kind: "env-secret",
    description:
      'Values of assignments whose name says secret (PASSWORD=, *_TOKEN=, *_SECRET=, *_KEY=, "apiKey": …): the name stays.',
  },
  {
    kind: "high-entropy",
    description:
      "Long random strings mixing upper case, lower case and digits; hex (git SHAs, digests), uuids, paths and the API's own ids (toolu_, msg_, req_) stay readable.",
  },
];
