import type { Summarizer } from "../../llm/summarizer";
import type { Redactor } from "../../redaction/redactor";

/**
 * A summarizer whose every request is redacted just before it goes: the last guard where text
 * leaves the server, for what the request builder did not make (probe questions over a
 * stored range, a request stored before redaction was turned on). A request the builder
 * redacted passes unchanged: a marker is never redacted again.
 */
export function redactingSummarizer(
  summarizer: Summarizer,
  newRedactor: () => Promise<Redactor | null>,
): Summarizer {
  return {
    provider: summarizer.provider,
    async summarize(input) {
      const redactor = await newRedactor();
      if (redactor === null) return summarizer.summarize(input);
      const { system, messages } = redactor.redactValue({
        system: input.request.system,
        messages: input.request.messages,
      });
      return summarizer.summarize({ ...input, request: { ...input.request, system, messages } });
    },
  };
}
