"use client";

import { useId } from "react";
import { PROFILES } from "@/lib/compaction/config/profiles";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";
import type { HarnessComparison } from "@/lib/view/session/constants/compare-across-harnesses";
import {
  describeAutoChoice,
  describeFittedChoice,
} from "@/lib/view/session/constants/describe-profile-choice";
import { profileGroups } from "@/lib/view/session/constants/profile-groups";
import type { ProfileChoice } from "@/lib/view/session/inspector-url";
import styles from "./constants-panel.module.css";

type ProfileProps = {
  profile: ProfileChoice;
  replay: Pick<ReplayResult, "profile" | "profileReason" | "fit" | "recordsCompactions"> | null;
  /** The chosen replay against the session's own harness's, when the two harnesses differ. */
  comparison: HarnessComparison | null;
  onSelect(profile: ProfileChoice): void;
};

type Choice = { id: ProfileChoice; description: string };

const GROUPS = profileGroups();

/**
 * One radio per profile, grouped by the harness whose rules it replays (any session replays
 * under any); arrows move between them (native radios). Each description is one line (the
 * whole of it in the tooltip and to a screen reader), the chosen profile's in full: nine
 * paragraphs would push the first constant a screen down. Under another harness's rules the
 * comparison with the session's own follows.
 */
export function ConstantsPanelProfile({ profile, replay, comparison, onSelect }: ProfileProps) {
  const group = useId();
  const sessionChoices: Choice[] = [
    { id: "auto", description: describeAutoChoice(replay, profile === "auto") },
    { id: "fitted", description: describeFittedChoice(replay, profile === "fitted") },
  ];
  const radio = (choice: Choice) => (
    <label key={choice.id} className={styles.profile} data-selected={choice.id === profile}>
      <input
        type="radio"
        name={group}
        value={choice.id}
        checked={choice.id === profile}
        aria-labelledby={`${group}-${choice.id}-name`}
        aria-describedby={`${group}-${choice.id}`}
        onChange={() => onSelect(choice.id)}
      />
      <span className={styles.profileText}>
        <span id={`${group}-${choice.id}-name`} className={styles.mono}>
          {choice.id}
        </span>
        <span
          id={`${group}-${choice.id}`}
          className={`${styles.muted} ${styles.profileDescription}`}
          title={choice.description}
        >
          {choice.description}
        </span>
      </span>
    </label>
  );
  return (
    <fieldset className={styles.profiles}>
      <legend className={styles.sectionTitle}>Profile</legend>
      {sessionChoices.map(radio)}
      {GROUPS.map((harness) => (
        <div
          key={harness.harness}
          role="group"
          aria-labelledby={`${group}-${harness.harness}`}
          className={styles.profileGroup}
        >
          <span id={`${group}-${harness.harness}`} className={styles.profileGroupTitle}>
            {harness.label}
          </span>
          {harness.ids.map((id) => radio({ id, description: PROFILES[id].description }))}
        </div>
      ))}
      {comparison && (
        <div className={styles.comparison} data-testid="harness-comparison">
          <p>{comparison.sentence}</p>
          <p className={styles.muted}>{comparison.caveat}</p>
        </div>
      )}
    </fieldset>
  );
}
