/**
 * How much output a model may send for one request: its `max_tokens`, and a byte bound derived
 * from it. A model (or a proxy in front of it) that ignores max_tokens can stream without end;
 * what it sends past the bound is cut, never stored, and the call fails with words.
 */

/**
 * A token's UTF-8 bytes at most, with room to spare: English averages 4 characters a token,
 * code a little more, a CJK character 3 bytes and a token rarely more than two of them.
 */
export const MAX_BYTES_PER_TOKEN = 8;

/** However large a request's max_tokens: no summary, answer or verdict needs more (4 MiB). */
export const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

export type OutputBound = {
  /** The request's max_tokens. */
  maxTokens: number;
  /** `maxTokens` x MAX_BYTES_PER_TOKEN, at most MAX_OUTPUT_BYTES. */
  maxBytes: number;
};

/**
 * The bound of a request's output.
 *
 * @example
 * outputBoundFor(20_000) // { maxTokens: 20_000, maxBytes: 160_000 }
 */
export function outputBoundFor(maxTokens: number): OutputBound {
  return { maxTokens, maxBytes: Math.min(maxTokens * MAX_BYTES_PER_TOKEN, MAX_OUTPUT_BYTES) };
}

/** The output went past its bound: thrown while reading a stream, answered as a failure. */
export class OutputBoundExceeded extends Error {
  override readonly name = "OutputBoundExceeded";
}

const count = (n: number) => n.toLocaleString("en-US");

const NOT_STORED =
  "nothing of it is kept as a summary. The model (or a proxy in front of it) ignored " +
  "max_tokens: try again, or another model.";

/** Words for a stream cut because its bytes passed the bound. */
export function bytesPastBound(bound: OutputBound, bytes: number): OutputBoundExceeded {
  const limit =
    bound.maxBytes === MAX_OUTPUT_BYTES && bound.maxTokens * MAX_BYTES_PER_TOKEN > bound.maxBytes
      ? `${count(bound.maxBytes)} bytes (4 MiB, the most any answer may take)`
      : `${count(bound.maxBytes)} bytes (${MAX_BYTES_PER_TOKEN} bytes a token at most)`;
  return new OutputBoundExceeded(
    `The model sent more than ${limit}, past the request's max_tokens of ` +
      `${count(bound.maxTokens)}: cut at ${count(bytes)} bytes (about ` +
      `${count(Math.ceil(bytes / 4))} tokens); ${NOT_STORED}`,
  );
}

/** Words for an answer whose own usage says it is longer than max_tokens. */
export function tokensPastBound(bound: OutputBound, outputTokens: number): OutputBoundExceeded {
  return new OutputBoundExceeded(
    `The model reported ${count(outputTokens)} output tokens, past the request's max_tokens ` +
      `of ${count(bound.maxTokens)}; ${NOT_STORED}`,
  );
}

/**
 * Whether a finished text keeps to its request's bound (a provider that does not stream, or
 * a stored text): null when it does, else the words saying by how much it does not.
 */
export function checkOutputBound(
  bound: OutputBound,
  output: { text: string; outputTokens: number },
): OutputBoundExceeded | null {
  const bytes = Buffer.byteLength(output.text, "utf8");
  if (bytes > bound.maxBytes) return bytesPastBound(bound, bytes);
  if (output.outputTokens > bound.maxTokens) return tokensPastBound(bound, output.outputTokens);
  return null;
}
