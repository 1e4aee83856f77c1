import { describeTodoProgress, type TodoItem } from "@/lib/view/session/conversation/todo-list";
import styles from "./conversation.module.css";

/** A TodoWrite call's list, each item marked with its status. */
export function TodoListView({ items }: { items: TodoItem[] }) {
  return (
    <div className={styles.todos}>
      <p className={styles.muted}>{describeTodoProgress(items)}</p>
      <ul className={styles.todoList} aria-label="Todo list">
        {items.map((item, i) => (
          <li key={i} data-status={item.status}>
            <span aria-hidden="true" className={styles.todoMark}>
              {item.mark}
            </span>{" "}
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
