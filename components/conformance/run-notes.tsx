/** One run's notes under the tables: open when the run failed or disagrees. */
export function RunNotes({
  title,
  notes,
  isOpen,
  testId,
}: {
  title: string;
  notes: string[];
  isOpen: boolean;
  testId?: string;
}) {
  return (
    <details open={isOpen} data-testid={testId}>
      <summary>{title}</summary>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </details>
  );
}
