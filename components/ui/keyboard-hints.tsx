/** The page's keyboard shortcuts, shown where people look for them (list ones with a list). */
export function KeyboardHints({ hasList }: { hasList: boolean }) {
  return (
    <p className="keyboard-hints" aria-label="Keyboard shortcuts">
      {hasList && (
        <span>
          <kbd>/</kbd> search
        </span>
      )}
      <span>
        <kbd>u</kbd> upload
      </span>
      {hasList && (
        <span>
          <kbd>Enter</kbd> open the focused row
        </span>
      )}
    </p>
  );
}
