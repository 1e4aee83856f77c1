import { z } from "zod";

/**
 * What a redaction pass can find, in the order its detectors run (a span the first claims is
 * not looked at again), with the words a person reads for one and for several.
 */
export const REDACTION_KINDS = {
  "private-key": ["private key", "private keys"],
  "anthropic-key": ["Anthropic API key", "Anthropic API keys"],
  "openai-key": ["OpenAI API key", "OpenAI API keys"],
  "aws-access-key": ["AWS access key id", "AWS access key ids"],
  "aws-secret-key": ["AWS secret key", "AWS secret keys"],
  "github-token": ["GitHub token", "GitHub tokens"],
  "slack-token": ["Slack token", "Slack tokens"],
  "stripe-key": ["Stripe key", "Stripe keys"],
  "google-api-key": ["Google API key", "Google API keys"],
  "npm-token": ["npm token", "npm tokens"],
  jwt: ["JSON web token", "JSON web tokens"],
  "bearer-token": ["bearer token", "bearer tokens"],
  "basic-auth": ["basic auth credential", "basic auth credentials"],
  "url-password": ["password in a URL", "passwords in URLs"],
  "env-secret": ["secret assignment", "secret assignments"],
  custom: ["match of your patterns", "matches of your patterns"],
  "high-entropy": ["high-entropy string", "high-entropy strings"],
} as const satisfies Record<string, readonly [string, string]>;

export type RedactionKind = keyof typeof REDACTION_KINDS;

export const redactionKindSchema = z.enum(
  Object.keys(REDACTION_KINDS) as [RedactionKind, ...RedactionKind[]],
);

/**
 * One redacted occurrence, never the secret itself: its kind, the marker that replaced it,
 * where it was (`path` names the string inside a structured value, "" for a plain text) and
 * its span in the original string.
 */
export const redactionFindingSchema = z.object({
  kind: redactionKindSchema,
  marker: z.string(),
  path: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});

export type RedactionFinding = z.infer<typeof redactionFindingSchema>;

/**
 * What one pass redacted: `secrets` counts distinct secrets (one marker each, however often
 * it appears), `byKind` the distinct secrets of each kind, `findings` every occurrence (the
 * first `MAX_REPORTED_FINDINGS`; `occurrences` counts all). `timedOut` names the user patterns
 * that ran out of time and were skipped; `enabled` false: nothing was looked at.
 */
export const redactionReportSchema = z.object({
  enabled: z.boolean(),
  secrets: z.number().int().nonnegative(),
  occurrences: z.number().int().nonnegative(),
  byKind: z.partialRecord(redactionKindSchema, z.number().int().positive()),
  findings: z.array(redactionFindingSchema),
  timedOut: z.array(z.string()),
});

export type RedactionReport = z.infer<typeof redactionReportSchema>;

/** Findings listed in a report; the counts stay whole past it. */
export const MAX_REPORTED_FINDINGS = 500;

/** The report of a pass that did not run. */
export const REDACTION_OFF: RedactionReport = {
  enabled: false,
  secrets: 0,
  occurrences: 0,
  byKind: {},
  findings: [],
  timedOut: [],
};
