import type {
  SummarizeInput,
  SummarizeOutcome,
  Summarizer,
  SummarizerFailure,
  SummarizerProvider,
} from "../../../llm/summarizer";

export type Script =
  | { kind: "text"; deltas: string[]; model?: string }
  | { kind: "fail"; failure: SummarizerFailure; deltas?: string[] }
  /** Sends its deltas, then waits for the abort signal. */
  | { kind: "hang"; deltas: string[] };

/** A Summarizer that plays a script and records every request it was given. */
export function scriptedSummarizer(script: Script, provider: SummarizerProvider = "offline") {
  const requests: SummarizeInput["request"][] = [];
  const summarizer: Summarizer = {
    provider,
    async summarize({ request, signal, onText }): Promise<SummarizeOutcome> {
      requests.push(request);
      let outputTokens = 0;
      for (const delta of script.deltas ?? []) {
        outputTokens += 1;
        onText?.(delta, { outputTokens });
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      if (script.kind === "fail") return { ok: false, failure: script.failure };
      if (script.kind === "hang") {
        await new Promise<void>((resolve) => {
          if (signal?.aborted) resolve();
          signal?.addEventListener("abort", () => resolve());
        });
        return { ok: false, failure: { code: "cancelled", message: "Cancelled." } };
      }
      return {
        ok: true,
        value: {
          text: script.deltas.join(""),
          model: script.model ?? request.model,
          inputTokens: 1234,
          outputTokens,
          stopReason: "end_turn",
          latencyMs: 42,
          costUsd: 0.01,
        },
      };
    },
  };
  return { summarizer, requests };
}
