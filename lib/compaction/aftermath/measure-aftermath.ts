import { priceCacheRewrite } from "../../pricing/price-usage";
import type { ApiCall, TranscriptModel } from "../../transcript/model";
import { resolveConfig } from "../config/resolve-config";
import type { EstimateConstants } from "../replay/estimate-tokens";
import { isTypedUserEntry, type AftermathTexts } from "./aftermath-texts";
import type { Aftermath } from "./aftermath-types";
import { commandsRerun } from "./commands-rerun";
import { compactionWindows, type CompactionWindow } from "./compaction-windows";
import { errorsRepeated } from "./errors-repeated";
import { filesReread } from "./files-reread";
import { questionsRepeated } from "./questions-repeated";
import { findResume } from "./resume";

/** Tokens re-spent and the call whose input first carried them (where they were paid for). */
type Spent = { tokens: number; paidAt: ApiCall | undefined };

/** The call after `call` in the window (its input holds call's tool results), else call itself. */
function carrierOf(window: CompactionWindow, call: number): ApiCall | undefined {
  const offset = call - window.compaction.atCall;
  return window.callsAfter[offset + 1] ?? window.callsAfter[offset];
}

/** USD of re-spent tokens at each carrier's cache-write rate; null when one is unpriced. */
function priceSpent(spent: readonly Spent[]): number | null {
  let usd = 0;
  for (const { tokens, paidAt } of spent) {
    if (tokens === 0) continue;
    const price =
      paidAt === undefined ? null : priceCacheRewrite(paidAt.model, paidAt.usage, tokens);
    if (price === null) return null;
    usd += price.usd;
  }
  return usd;
}

/** One window's aftermath (any boundary: recorded, or a replay's); `NO_TEXTS` leaves the text measures empty. */
export function measureWindow(
  window: CompactionWindow,
  texts: AftermathTexts,
  c: EstimateConstants,
): Aftermath {
  const files = filesReread(window, c);
  const commands = commandsRerun(window, texts, c);
  const resume = findResume(window);
  const resumeCall =
    resume.resumedAt === null
      ? Number.NEGATIVE_INFINITY
      : window.compaction.atCall + resume.resumedAt;
  // Results before the resuming call are in tokensToResume already: counted once.
  const spent: Spent[] = [
    { tokens: resume.tokensToResume ?? 0, paidAt: window.callsAfter[resume.resumedAt ?? -1] },
    ...files
      .filter((f) => f.firstRereadCall >= resumeCall)
      .map((f) => ({ tokens: f.tokens, paidAt: carrierOf(window, f.firstRereadCall) })),
    ...commands
      .filter((r) => r.after.call >= resumeCall)
      .map((r) => ({ tokens: r.tokens, paidAt: carrierOf(window, r.after.call) })),
  ];
  return {
    uuid: window.compaction.uuid,
    atCall: window.compaction.atCall,
    filesReread: files,
    errorsRepeated: errorsRepeated(window, texts),
    commandsRerun: commands,
    questionsRepeated: questionsRepeated(window, texts),
    currentWork: resume.currentWork,
    callsToResume: resume.resumedAt,
    tokensToResume: resume.tokensToResume,
    tokensRespent: spent.reduce((sum, s) => sum + s.tokens, 0),
    costUsd: priceSpent(spent),
    callsAfter: window.callsAfter.length,
  };
}

/**
 * What each recorded compaction of the main thread cost afterwards: files read again, errors
 * met again, commands run again, requests the user repeated, the calls and tokens until the
 * agent was back at its work, and the tokens and dollars re-spent. From the model and the few
 * texts `aftermathLines` names (`NO_TEXTS` leaves the text measures empty). In file order.
 *
 * @example
 * measureAftermath(model, texts)[0]?.filesReread // [{ path: "/p/a.ts", tokens: 1_200, ... }]
 */
export function measureAftermath(model: TranscriptModel, texts: AftermathTexts): Aftermath[] {
  const { values } = resolveConfig(model);
  return compactionWindows(model, isTypedUserEntry).map((window) =>
    measureWindow(window, texts, values),
  );
}
