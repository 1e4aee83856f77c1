import type { StreamEvent } from "./parse-sse";
import type { SummaryVariant } from "@/lib/contracts/summary-variant";

export type StreamState = {
  /** The row the server made; null until its `variant` event. */
  variant: SummaryVariant | null;
  text: string;
  outputTokens: number;
  phase: "connecting" | "streaming" | "done" | "failed";
  failure: { code: string; message: string } | null;
};

export const INITIAL_STREAM_STATE: StreamState = {
  variant: null,
  text: "",
  outputTokens: 0,
  phase: "connecting",
  failure: null,
};

/**
 * One server-sent event applied to what the form shows: the new row, text as it arrives with
 * the output tokens so far, then the final variant (its text wins over the pieces) or the
 * failure. Pure and total: an event after the end changes nothing.
 */
export function applyStreamEvent(state: StreamState, event: StreamEvent): StreamState {
  if (state.phase === "done" || state.phase === "failed") return state;
  switch (event.event) {
    case "variant":
      return { ...state, variant: event.data, phase: "streaming" };
    case "text":
      return {
        ...state,
        phase: "streaming",
        text: state.text + event.data.delta,
        outputTokens: event.data.outputTokens,
      };
    case "done": {
      const isOk = event.data.status === "done";
      return {
        ...state,
        variant: event.data,
        text: event.data.text === "" ? state.text : event.data.text,
        outputTokens: event.data.outputTokens ?? state.outputTokens,
        phase: isOk ? "done" : "failed",
        failure: isOk ? null : (event.data.failure ?? { code: event.data.status, message: "" }),
      };
    }
    case "error":
      return { ...state, phase: "failed", failure: event.data };
  }
}
