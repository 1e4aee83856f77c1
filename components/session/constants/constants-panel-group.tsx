"use client";

import type { ConstantName } from "@/lib/compaction/config/replay-config";
import type { ConstantGroup } from "@/lib/view/session/constants/constant-groups";
import type { ConstantRow } from "@/lib/view/session/constants/constant-rows";
import { ConstantsPanelField } from "./constants-panel-field";
import styles from "./constants-panel.module.css";

type GroupProps = {
  group: ConstantGroup;
  rows: ConstantRow[];
  overridden: number;
  isOpen: boolean;
  onToggle(): void;
  serverError(name: ConstantName): string | null;
  onCommit(name: ConstantName, value: unknown): void;
  onReset(name: ConstantName): void;
};

/**
 * A collapsible group of constants: a disclosure button rather than <details>, so a filter or
 * an error can hold it open without fighting the browser's own toggle.
 */
export function ConstantsPanelGroup(props: GroupProps) {
  const { group, rows, overridden, isOpen, onToggle } = props;
  const bodyId = `constants-group-${group.id}`;
  return (
    <section className={styles.group}>
      <h3 className={styles.groupHeading}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span aria-hidden="true" className={styles.chevron}>
            {isOpen ? "▾" : "▸"}
          </span>
          {group.label}
          <span className={styles.groupCount}>
            {rows.length}
            {overridden > 0 && <span className="badge">{overridden} changed</span>}
          </span>
        </button>
      </h3>
      <div id={bodyId} hidden={!isOpen} className={styles.groupBody}>
        {isOpen &&
          rows.map((row) => (
            <ConstantsPanelField
              key={row.name}
              row={row}
              serverError={props.serverError(row.name)}
              onCommit={(value) => props.onCommit(row.name, value)}
              onReset={() => props.onReset(row.name)}
            />
          ))}
      </div>
    </section>
  );
}
