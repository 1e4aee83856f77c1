import styles from "./summaries.module.css";

/** A metric's name with its definition one click away (a native disclosure, keyboard-ready). */
export function MetricDefinition({ label, definition }: { label: string; definition: string }) {
  return (
    <details className={styles.definition}>
      <summary>
        {label}
        <span className="visually-hidden">: definition</span>
      </summary>
      <p>{definition}</p>
    </details>
  );
}
