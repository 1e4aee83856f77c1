import type { ReactNode } from "react";
import type { Source } from "@/lib/view/sources/source-catalogue";
import styles from "./sources.module.css";

type SourceEntryProps = {
  source: Source;
  /** Constants whose default this source gives (their names as in the constants panel). */
  constants?: readonly string[];
  /** More beneath the entry (the measured versions under the measurements). */
  children?: ReactNode;
};

/** One source, anchored by its id so a constant's citation lands on it. */
export function SourceEntry({ source, constants = [], children }: SourceEntryProps) {
  return (
    <article id={source.id} className={styles.entry} data-testid={`source-${source.id}`}>
      <h3 className={styles.title}>{source.title}</h3>
      <p className={styles.what}>{source.what}</p>
      <dl className={styles.facts}>
        <dt>Cited as</dt>
        <dd>{source.cite}</dd>
        <dt>Claude Code versions</dt>
        <dd>{source.versions}</dd>
        <dt>What the replay takes from it</dt>
        <dd>{source.covers}</dd>
        {constants.length > 0 && (
          <>
            <dt>Constants whose default it gives</dt>
            <dd className={styles.constants}>
              {constants.map((name) => (
                <code key={name}>{name}</code>
              ))}
            </dd>
          </>
        )}
      </dl>
      {children}
    </article>
  );
}
