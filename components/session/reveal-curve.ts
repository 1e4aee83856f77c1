import { isCurveInView } from "@/lib/view/session/curve-visibility";

/** The part of the window the sticky site bar leaves free. */
function freeView(): { top: number; bottom: number } {
  const bar = document.querySelector(".site-header")?.getBoundingClientRect();
  return { top: bar ? Math.max(0, bar.bottom) : 0, bottom: window.innerHeight };
}

/**
 * Brings the curve (`slot`, which holds it) into view when it is off screen, and with
 * `focusCall` moves the focus to that call's recorded marker, or to the curve when the call
 * has none: "Show call N on the curve" lands on it, a keyboard user included.
 */
export function revealCurve(slot: HTMLElement | null, focusCall: number | null = null): void {
  if (!slot) return;
  if (!isCurveInView(slot.getBoundingClientRect(), freeView())) {
    const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    slot.scrollIntoView({ block: "start", behavior: isReduced ? "auto" : "smooth" });
  }
  if (focusCall === null) return;
  const marker =
    slot.querySelector<SVGElement>(`[data-source=recorded][data-at-call="${focusCall}"]`) ??
    slot.querySelector<SVGElement>(`[data-at-call="${focusCall}"]`);
  (marker ?? slot).focus({ preventScroll: true });
}
