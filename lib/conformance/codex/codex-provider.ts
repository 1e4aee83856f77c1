import { z } from "zod";

/**
 * Which provider the Codex lab drives the client against. "custom": a provider of the lab's own
 * in `config.toml` (a `base_url` on 127.0.0.1, `wire_api = "responses"`), under which every
 * release compacts locally (a summarization request, the summary in the `compacted` line).
 * "openai": the client's built-in OpenAI provider pointed at the fake, the provider under which
 * releases compact remotely (`/responses/compact`, or 0.169's `compaction_trigger`), as the
 * client decides it (`provider.is_openai()`, the `remote_compaction` feature, or
 * `supports_remote_compaction()`, by release), signed in with an API key. "openai-chatgpt": the
 * same provider signed in with a (made-up) ChatGPT login, the only sign-in under which 0.65 and
 * 0.66 compact remotely. Rows measured before the option are "custom".
 */
export const CODEX_PROVIDERS = ["custom", "openai", "openai-chatgpt"] as const;
export const codexProviderSchema = z.enum(CODEX_PROVIDERS);
export type CodexProvider = z.infer<typeof codexProviderSchema>;

/** The part of a row's setting that names a provider other than the lab's own. */
export function providerSettingPart(provider: CodexProvider): string[] {
  return provider === "custom" ? [] : [`provider=${provider}`];
}
