"use client";

import { useMemo } from "react";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { toReplayAgreement } from "@/lib/view/session/events/replay-agreement";
import styles from "./replay-mismatch.module.css";

/**
 * Said above every explanation when the replay under the page's settings does not make the
 * recorded compactions and microcompactions at their calls: then the replay is not what the
 * session did, and its sentences below are the replay's, not the recording's.
 */
export function ReplayMismatch({
  replay,
  isWhatIf,
}: {
  replay: InspectorReplay | null;
  /** The page's constants are the user's (a profile chosen or a constant overridden). */
  isWhatIf: boolean;
}) {
  const agreement = useMemo(() => (replay === null ? null : toReplayAgreement(replay)), [replay]);
  if (agreement === null || agreement.agrees) return null;
  return (
    <section className={styles.mismatch} role="status" data-testid="replay-mismatch">
      <h2 className={styles.title}>This replay does not match the recording</h2>
      {agreement.sentences.map((sentence) => (
        <p key={sentence} className={styles.sentence}>
          {sentence}
        </p>
      ))}
      {isWhatIf ? (
        <p className={styles.reasons}>
          This is a what-if: the replay runs under the profile or constants you chose, not the
          session&apos;s. Reset them to see whether the session&apos;s own profile reproduces the
          recording; the explanations below describe this replay.
        </p>
      ) : (
        <p className={styles.reasons}>
          The likeliest reasons: a setting the file does not record (an environment override of the
          threshold, window or output limit, or a feature flag the client fetched), a Claude Code
          version whose rules differ from its profile&apos;s, or a model whose window is not known.
          Try another profile or constant beside the curve; the explanations below describe the
          replay, not what the session did.
        </p>
      )}
    </section>
  );
}
