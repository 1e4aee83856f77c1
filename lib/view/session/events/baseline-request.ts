import type { ParsedReplayRequest } from "@/lib/compaction/config/replay-request-schema";
import type { Fit } from "@/lib/compaction/fit/fit-settings";
import { parseInspectorState } from "@/lib/view/session/inspector-url";

/** The session as recorded: `auto`, nothing overridden; its result carries the fit. */
export const AUTO_REQUEST: ParsedReplayRequest = { profile: "auto", overrides: {} };
/** `auto` plus the settings fitted from the file. */
export const FITTED_REQUEST: ParsedReplayRequest = { profile: "fitted", overrides: {} };

/** Whether the fitted settings reproduce more of the recording than `auto` does. */
export function isFitBetter(fit: Fit | null | undefined): fit is Fit {
  return fit != null && fit.settings.length > 0 && fit.reproduces > fit.auto.reproduces;
}

/**
 * The replay that stands for the recording: recorded compactions are explained with its
 * threshold whatever the page's constants, and every what-if is measured against it. It is
 * `auto`, or `fitted` once `auto`'s result says settings the file does not record reproduce
 * more. Under the default constants `auto` is the page's own request: one fetch serves both.
 *
 * @example
 * baselineRequest(autoResult.fit) // FITTED_REQUEST when CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80 explains the file
 */
export function baselineRequest(fit: Fit | null | undefined): ParsedReplayRequest {
  return isFitBetter(fit) ? FITTED_REQUEST : AUTO_REQUEST;
}

/**
 * Whether the page's query replays constants the user chose (a shipped profile, an override):
 * a what-if. `auto` and `fitted` are the session's own settings as the file tells them.
 *
 * @example
 * isOwnChoice("o.autocompactBufferTokens=40000") // true
 * isOwnChoice("profile=fitted&call=14") // false
 */
export function isOwnChoice(query: string): boolean {
  const { state } = parseInspectorState(new URLSearchParams(query));
  const isSessionsOwn = state.profile === "auto" || state.profile === "fitted";
  return !isSessionsOwn || Object.keys(state.overrides).length > 0;
}
