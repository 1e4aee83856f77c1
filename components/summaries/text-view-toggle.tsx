import { TEXT_VIEWS, type TextView } from "@/lib/view/summaries/text-view";

/** Diff or plain text for the comparison: radios, so arrows move between them from the keyboard. */
export function TextViewToggle({
  view,
  onChange,
}: {
  view: TextView;
  onChange: (view: TextView) => void;
}) {
  return (
    <fieldset className="segmented" data-testid="text-view">
      <legend className="visually-hidden">Show each summary as</legend>
      {TEXT_VIEWS.map(({ id, label }) => (
        <label key={id}>
          <input
            type="radio"
            name="summary-text-view"
            value={id}
            checked={view === id}
            onChange={() => onChange(id)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
