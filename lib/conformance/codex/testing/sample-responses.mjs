// What the lab's Codex stand-ins (scripted-codex.mjs, scripted-codex-tui.mjs) share: one
// streamed answer of the fake Responses API, read as the client reads it.

/** The `message` item of `role` saying `text`, as a Responses API input holds it. */
export function message(role, text) {
  const type = role === "assistant" ? "output_text" : "input_text";
  return { type: "message", role, content: [{ type, text }] };
}

/** The answer to `input` from the API at `baseUrl`: its text and its usage. */
export async function sampleResponses(baseUrl, model, input) {
  const response = await fetch(`${baseUrl}/responses`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer scripted" },
    body: JSON.stringify({ model, stream: true, input }),
  });
  const events = (await response.text())
    .split("\n")
    .filter((l) => l.startsWith("data: "))
    .map((l) => JSON.parse(l.slice(6)));
  const item = events.find((e) => e.type === "response.output_item.done")?.item;
  const usage = events.find((e) => e.type === "response.completed")?.response.usage;
  return { text: item?.content?.[0]?.text ?? "", usage };
}

/** The `token_count` event a rollout records after an answer of this `usage`. */
export function tokenCount(usage, window) {
  return {
    type: "token_count",
    info: {
      last_token_usage: {
        input_tokens: usage.input_tokens,
        cached_input_tokens: usage.input_tokens_details?.cached_tokens ?? 0,
        output_tokens: usage.output_tokens,
        total_tokens: usage.total_tokens,
      },
      model_context_window: window,
    },
  };
}
