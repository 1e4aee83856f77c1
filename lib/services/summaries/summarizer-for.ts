import { getSummarizer, type Env } from "../../llm/get-summarizer";
import type { Summarizer, SummarizerProvider } from "../../llm/summarizer";

/**
 * The provider's summarizer from the environment as it is now; a provider that cannot run
 * (Anthropic without a key) becomes a summarizer answering its failure, so the variant
 * stores the words that say how to set it up.
 */
export function summarizerFor(provider: SummarizerProvider, env: Env = process.env): Summarizer {
  const found = getSummarizer(provider, env);
  if (found.ok) return found.value;
  return { provider, summarize: async () => ({ ok: false, failure: found.failure }) };
}
