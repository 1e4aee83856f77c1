import type { Overrides, ProfileChoice } from "@/lib/view/session/inspector-url";

/**
 * The words of the button that opens the constants drawer on narrow screens: what the replay
 * runs with, so the closed drawer still says it.
 *
 * @example
 * describeConstantsToggle("auto", {}) // "Constants: auto"
 * describeConstantsToggle("cc-2.1", { autocompactBufferTokens: 40_000 }) // "Constants: cc-2.1, 1 override"
 */
export function describeConstantsToggle(profile: ProfileChoice, overrides: Overrides): string {
  const count = Object.keys(overrides).length;
  if (count === 0) return `Constants: ${profile}`;
  return `Constants: ${profile}, ${count} override${count === 1 ? "" : "s"}`;
}
