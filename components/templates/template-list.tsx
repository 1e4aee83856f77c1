import type { PromptTemplate } from "@/lib/contracts/prompt-templates";
import styles from "./templates.module.css";

type TemplateListProps = {
  templates: PromptTemplate[];
  selectedId: string | null;
  onSelect(id: string): void;
};

/** The templates, Claude Code's read-only default first (the API's order). */
export function TemplateList({ templates, selectedId, onSelect }: TemplateListProps) {
  return (
    <nav className={styles.list} aria-label="Templates">
      <ul>
        {templates.map((template) => (
          <li key={template.id}>
            <button
              type="button"
              className={styles.listItem}
              aria-current={template.id === selectedId ? "true" : undefined}
              onClick={() => onSelect(template.id)}
            >
              <span className={styles.listName}>{template.name}</span>
              <span className="muted">
                {template.readOnly ? "read-only · " : ""}
                {template.versions.length} {template.versions.length === 1 ? "version" : "versions"}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
