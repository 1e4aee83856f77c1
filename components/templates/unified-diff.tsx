import type { DiffLine } from "@/lib/view/summaries/unified-diff-lines";
import styles from "./templates.module.css";

const MARK: Record<DiffLine["kind"], string> = {
  file: "",
  hunk: "",
  added: "+",
  removed: "-",
  context: " ",
  note: "",
};

/** A unified diff, added and removed lines coloured, their old and new line numbers beside. */
export function UnifiedDiff({ lines }: { lines: readonly DiffLine[] }) {
  return (
    <div
      className={styles.diff}
      role="region"
      aria-label="Unified diff"
      tabIndex={0}
      data-testid="template-diff"
    >
      <table>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} data-kind={line.kind} className={styles[line.kind]}>
              <td className={styles.lineNo} aria-hidden="true">
                {line.oldLine ?? ""}
              </td>
              <td className={styles.lineNo} aria-hidden="true">
                {line.newLine ?? ""}
              </td>
              <td className={styles.lineText}>
                <span
                  className={styles.mark}
                  aria-label={
                    line.kind === "added"
                      ? "added"
                      : line.kind === "removed"
                        ? "removed"
                        : undefined
                  }
                >
                  {MARK[line.kind]}
                </span>
                {line.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
