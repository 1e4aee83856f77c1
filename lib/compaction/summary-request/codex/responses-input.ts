/** One item of a Responses API `input`, as Codex sends its history (codex-rs/protocol ResponseItem). */
export type ResponsesInputItem =
  | {
      type: "message";
      role: "user" | "assistant" | "developer" | "system";
      content: { type: "input_text" | "output_text"; text: string }[];
    }
  | { type: "function_call"; call_id: string; name: string; arguments: string }
  | { type: "function_call_output"; call_id: string; output: string }
  | { type: "reasoning"; summary: { type: "summary_text"; text: string }[] };

/**
 * The body of `POST /v1/responses` Codex sends to compact (conformance lab, 0.169.0): the
 * same fields as a turn, the history and the prompt as `input`, nothing stored.
 */
export type CodexCompactionRequest = {
  model: string;
  input: ResponsesInputItem[];
  stream: true;
  store: false;
  tool_choice: "auto";
  parallel_tool_calls: false;
  include: ["reasoning.encrypted_content"];
};
