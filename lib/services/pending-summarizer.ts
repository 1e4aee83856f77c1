import type { Summarizer, SummarizerProvider } from "../llm/summarizer";

// Until the providers (branch llm, getSummarizer) are merged: every variant fails in words.
export function pendingSummarizer(provider: SummarizerProvider): Summarizer {
  return {
    provider,
    summarize: async () => ({
      ok: false,
      failure: {
        code: "not_configured",
        message: `The ${provider} summarizer is not in this build yet.`,
      },
    }),
  };
}
