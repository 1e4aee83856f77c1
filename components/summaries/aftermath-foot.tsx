import { MetricDefinition } from "./metric-definition";
import styles from "./summaries.module.css";

/**
 * An aftermath table's definition one click away, beside its CSV and JSON downloads (`base` is
 * its API route): under a sweep's line and above a batch's table.
 */
export function AftermathFoot({
  title,
  definition,
  base,
}: {
  title: string;
  definition: string;
  base: string;
}) {
  return (
    <div className={styles.aftermathFoot}>
      <MetricDefinition label={title} definition={definition} />
      <span className={styles.aftermathExports}>
        <a href={`${base}?format=csv`} download>
          Aftermath CSV
        </a>
        <a href={`${base}?format=json`} download>
          Aftermath JSON
        </a>
      </span>
    </div>
  );
}
