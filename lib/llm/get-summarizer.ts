// The key is read here: a client component that imported this would fail the build.
import "server-only";
import { z } from "zod";
import { createAnthropicSummarizer } from "./anthropic";
import { createBaselineSummarizer } from "./baselines/baseline-summarizer";
import { createOfflineSummarizer } from "./offline";
import type { Summarizer, SummarizerFailure, SummarizerProvider } from "./summarizer";

/** The API's own address: a base URL equal to it is not worth showing. */
export const DEFAULT_ANTHROPIC_BASE_URL = "https://api.anthropic.com";

const blankIsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The two variables this app reads for Anthropic, server side only (SPEC section 6). */
const anthropicEnvSchema = z.object({
  ANTHROPIC_API_KEY: z.preprocess(blankIsAbsent, z.string().trim().optional()),
  ANTHROPIC_BASE_URL: z.preprocess(
    blankIsAbsent,
    z.url({ protocol: /^https?$/, error: "ANTHROPIC_BASE_URL must be an http(s) URL" }).optional(),
  ),
});

export type Env = Record<string, string | undefined>;

type AnthropicConfig =
  | { ok: true; value: { apiKey: string; baseURL: string | null } }
  | { ok: false; failure: SummarizerFailure };

const NOT_CONFIGURED: SummarizerFailure = {
  code: "not_configured",
  message:
    "Set ANTHROPIC_API_KEY in the server's environment (and ANTHROPIC_BASE_URL for a proxy or a local fake) and restart it; the offline summarizer works without a key.",
};

/** The key and base URL from the environment, parsed; the key never leaves the server. */
export function readAnthropicConfig(env: Env): AnthropicConfig {
  const parsed = anthropicEnvSchema.safeParse(env);
  if (!parsed.success)
    return {
      ok: false,
      failure: {
        code: "not_configured",
        message: parsed.error.issues.map((issue) => issue.message).join("; "),
      },
    };
  const { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: baseURL } = parsed.data;
  if (!apiKey) return { ok: false, failure: NOT_CONFIGURED };
  return { ok: true, value: { apiKey, baseURL: baseURL?.replace(/\/+$/, "") ?? null } };
}

/**
 * What the browser may know of the Anthropic setup: whether a key is set, and the base URL
 * when it is not the API's own. Never the key.
 */
export function describeAnthropicSetup(env: Env): { configured: boolean; baseUrl: string | null } {
  const config = readAnthropicConfig(env);
  const baseUrl = config.ok ? config.value.baseURL : null;
  return {
    configured: config.ok,
    baseUrl: baseUrl !== null && baseUrl !== DEFAULT_ANTHROPIC_BASE_URL ? baseUrl : null,
  };
}

/**
 * The summarizer of a provider: offline and the baselines always; Anthropic when ANTHROPIC_API_KEY is set (the
 * failure says how to set it otherwise).
 *
 * @example
 * const summarizer = getSummarizer("anthropic", process.env);
 * if (!summarizer.ok) return summarizer.failure; // { code: "not_configured", message: "Set ANTHROPIC_API_KEY ..." }
 */
export function getSummarizer(
  provider: SummarizerProvider,
  env: Env = process.env,
): { ok: true; value: Summarizer } | { ok: false; failure: SummarizerFailure } {
  if (provider === "offline") return { ok: true, value: createOfflineSummarizer() };
  if (provider === "baseline") return { ok: true, value: createBaselineSummarizer() };
  const config = readAnthropicConfig(env);
  if (!config.ok) return config;
  return { ok: true, value: createAnthropicSummarizer(config.value) };
}
