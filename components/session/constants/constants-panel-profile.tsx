"use client";

import { useId } from "react";
import { PROFILE_IDS, PROFILES } from "@/lib/compaction/config/profiles";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";
import {
  describeAutoChoice,
  describeFittedChoice,
} from "@/lib/view/session/constants/describe-profile-choice";
import type { ProfileChoice } from "@/lib/view/session/inspector-url";
import styles from "./constants-panel.module.css";

type ProfileProps = {
  profile: ProfileChoice;
  replay: Pick<ReplayResult, "profile" | "profileReason" | "fit"> | null;
  onSelect(profile: ProfileChoice): void;
};

/**
 * One radio per profile; arrows move between them (native radios). Each description is one
 * line (the whole of it in the tooltip and to a screen reader), the chosen profile's in full:
 * nine paragraphs would push the first constant a screen down.
 */
export function ConstantsPanelProfile({ profile, replay, onSelect }: ProfileProps) {
  const group = useId();
  const choices = [
    { id: "auto" as const, description: describeAutoChoice(replay, profile === "auto") },
    { id: "fitted" as const, description: describeFittedChoice(replay, profile === "fitted") },
    ...PROFILE_IDS.map((id) => ({ id, description: PROFILES[id].description })),
  ];
  return (
    <fieldset className={styles.profiles}>
      <legend className={styles.sectionTitle}>Profile</legend>
      {choices.map((choice) => (
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
      ))}
    </fieldset>
  );
}
