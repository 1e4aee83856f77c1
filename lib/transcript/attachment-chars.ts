import { compareVersions } from "./compare-versions";

/** `<system-reminder>\n` and `\n</system-reminder>`: how a text attachment reaches the API. */
const SYSTEM_REMINDER_WRAP_CHARS = 37;

type ListItem = { id?: unknown; status?: unknown; content?: unknown; subject?: unknown } | null;

/** How a reminder is sent: its characters before its list (from the release each took effect in), and the list. */
type Reminder = {
  chars: readonly { since: string; chars: number }[];
  header: string;
  item: (item: ListItem, i: number) => string;
  close: string;
};

/**
 * The characters of the reminders `todo_reminder` and `task_reminder` attachments are sent
 * as, before their lists, read in the released clients' own text (each boundary between two
 * adjacent releases): from 2.0.33 to 2.1.138 each carries a sentence telling the model never
 * to mention it. The task reminder names the TaskCreate and TaskUpdate tools. The conformance
 * lab's 2.1.101 checks counted 120 tokens for an empty todo reminder (print mode) and 129 for
 * an empty task reminder (the interactive client), each a 51-character JSON payload.
 */
const REMINDERS = new Map<string, Reminder>([
  [
    "todo_reminder",
    {
      chars: [
        { since: "0.0.0", chars: 385 },
        { since: "2.0.33", chars: 444 },
        { since: "2.1.139", chars: 385 },
      ],
      header: "\n\nHere are the existing contents of your todo list:\n\n[",
      item: (item, i) => `${i + 1}. [${String(item?.status)}] ${String(item?.content)}`,
      close: "]",
    },
  ],
  [
    "task_reminder",
    {
      chars: [
        { since: "0.0.0", chars: 480 },
        { since: "2.1.139", chars: 421 },
      ],
      header: "\n\nHere are the existing tasks:\n\n",
      item: (item) => `#${String(item?.id)}. [${String(item?.status)}] ${String(item?.subject)}`,
      close: "",
    },
  ],
]);

function reminderChars(type: string, content: unknown, version: string | null): number | null {
  const reminder = REMINDERS.get(type);
  if (reminder === undefined) return null;
  const chars = reminder.chars.findLast((row) => compareVersions(version ?? "0", row.since) >= 0);
  const base = chars?.chars ?? reminder.chars[0]!.chars;
  const items = Array.isArray(content) ? (content as ListItem[]) : [];
  if (items.length === 0) return base;
  const list = items.map(reminder.item).join("\n");
  return base + reminder.header.length + list.length + reminder.close.length;
}

/**
 * What an attachment costs the context, in characters: its `text` as the client sends it (in a
 * system reminder; 2.1.330's count added 22 tokens for a 49-character total_tokens_reminder,
 * where its JSON payload is 107 characters), a todo or task reminder as the reminder it is
 * sent as, else its whole payload.
 *
 * @example
 * attachmentChars({ type: "todo_reminder", content: [], itemCount: 0 }, "2.1.101") // 481
 */
export function attachmentChars(
  attachment: Record<string, unknown> | null,
  version: string | null,
): number {
  const text = attachment?.text;
  if (typeof text === "string") return text.length + SYSTEM_REMINDER_WRAP_CHARS;
  const reminder =
    typeof attachment?.type === "string"
      ? reminderChars(attachment.type, attachment.content, version)
      : null;
  if (reminder !== null) return reminder + SYSTEM_REMINDER_WRAP_CHARS;
  return JSON.stringify(attachment ?? null).length;
}
