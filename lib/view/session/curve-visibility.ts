/** Top and bottom edges in viewport pixels (a `DOMRect`, or the part of the window not covered). */
export type Span = { top: number; bottom: number };

/**
 * Whether the token curve is in view enough to watch: all of it inside `view` (the window
 * below the sticky site bar), or, when it is taller than the view, its top on screen. Selecting
 * a call elsewhere scrolls the curve into view only when this is false.
 *
 * @example
 * isCurveInView({ top: 100, bottom: 600 }, { top: 44, bottom: 800 }) // true
 * isCurveInView({ top: 700, bottom: 1200 }, { top: 44, bottom: 800 }) // false: half below
 */
export function isCurveInView(curve: Span, view: Span): boolean {
  if (curve.top < view.top) return false;
  const isTallerThanView = curve.bottom - curve.top > view.bottom - view.top;
  return isTallerThanView ? curve.top < view.bottom : curve.bottom <= view.bottom;
}
