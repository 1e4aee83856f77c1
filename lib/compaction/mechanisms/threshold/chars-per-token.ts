import { compareVersions } from "../../config/resolve-profile";

/**
 * The first version whose check divides by the model's own characters a token (the conformance
 * lab, bisected: 2.1.139 compacts opus-4-7 with a 400-character prompt at 166,900, 2.1.140 at
 * 166,870).
 */
export const CHARS_PER_TOKEN_BY_MODEL_SINCE = "2.1.140";

/**
 * The models the client still counts at 4 characters a token (Claude's earlier tokenizer); it
 * counts every other name, newer Claude models and other vendors' alike, at 3. The conformance
 * lab measured it on 2.1.269 to 2.1.332: fable-5 compacted 162 tokens under the threshold where
 * the 488 characters after the last usage count 122 at 4 (preTokens keeps the 4).
 */
const FOUR_CHARACTER_MODELS = [
  "claude-3-",
  "claude-opus-4-0",
  "claude-opus-4-1",
  "claude-opus-4-5",
  "claude-opus-4-6",
  "claude-sonnet-4-0",
  "claude-sonnet-4-5",
  "claude-sonnet-4-6",
  "claude-haiku-4-5",
];
/** Claude 4.0's dated names carry no minor version: claude-sonnet-4-20250514. */
const CLAUDE_4_0_DATED = /claude-(opus|sonnet)-4-\d{8}/;

/**
 * The characters a token the check divides by for a session's model, or null where the
 * version (before 2.1.140, or unknown) uses one divisor for every model.
 *
 * @example
 * charsPerTokenOf("claude-opus-5-5", "2.1.300") // 3
 * charsPerTokenOf("claude-sonnet-4-5-20250929[1m]", "2.1.300") // 4
 * charsPerTokenOf("glm-4.7", "2.1.300") // 3
 */
export function charsPerTokenOf(model: string | null, version: string | null): number | null {
  if (model === null || version === null) return null;
  if (compareVersions(version, CHARS_PER_TOKEN_BY_MODEL_SINCE) < 0) return null;
  const name = model.toLowerCase().replace(/[._]/g, "-");
  // The client divides by the model it was told to use; a transcript names the model that
  // answered. A proxy in front of another vendor's model is given that model's name
  // (ANTHROPIC_MODEL=glm-4.7) and answers under it, so the file's name is the client's: the lab
  // measured 2.1.150 on glm-4.7 counting a 31-character prompt as 10 tokens, not 8.
  if (!name.includes("claude")) return 3;
  const isFour =
    CLAUDE_4_0_DATED.test(name) || FOUR_CHARACTER_MODELS.some((key) => name.includes(key));
  return isFour ? 4 : 3;
}
