/**
 * How the comparison shows each summary: its words against the baseline ("diff": added words
 * marked, the baseline's missing words struck) or its own text alone ("plain"), kept in the
 * address as `?text=plain` so a link opens the same view. The diff is the default.
 */
export const TEXT_VIEWS = [
  { id: "diff", label: "Words that differ" },
  { id: "plain", label: "Plain text" },
] as const;

export type TextView = (typeof TEXT_VIEWS)[number]["id"];

export const TEXT_VIEW_PARAM = "text";

/** The view a `?text=` value asks for; anything but "plain" is the diff. */
export function parseTextView(value: string | null): TextView {
  return value === "plain" ? "plain" : "diff";
}

/** The query value for a view; null (the parameter left out) for the default diff. */
export function formatTextView(view: TextView): string | null {
  return view === "plain" ? "plain" : null;
}
