import type { SummaryVariant } from "../../contracts/summary-variant";

/** What a running variant tells its watchers (the SSE events of POST .../summaries). */
export type VariantEvent =
  | { type: "text"; delta: string; outputTokens: number }
  | { type: "done"; variant: SummaryVariant }
  | { type: "error"; code: string; message: string };

export type VariantListener = (event: VariantEvent) => void;

/**
 * Watchers of running variants, in this process. `done` and `error` are the last event a
 * watcher hears: it is removed after them. A listener that throws (a closed stream) is removed
 * and never disturbs the run.
 */
export function createVariantEvents() {
  const listeners = new Map<string, Set<VariantListener>>();

  function unsubscribe(variantId: string, listener: VariantListener): void {
    const set = listeners.get(variantId);
    set?.delete(listener);
    if (set?.size === 0) listeners.delete(variantId);
  }

  return {
    subscribe(variantId: string, listener: VariantListener): () => void {
      let set = listeners.get(variantId);
      if (set === undefined) listeners.set(variantId, (set = new Set()));
      set.add(listener);
      return () => unsubscribe(variantId, listener);
    },
    emit(variantId: string, event: VariantEvent): void {
      const isLast = event.type !== "text";
      for (const listener of [...(listeners.get(variantId) ?? [])]) {
        try {
          listener(event);
        } catch {
          unsubscribe(variantId, listener);
        }
      }
      if (isLast) listeners.delete(variantId);
    },
    watchers(variantId: string): number {
      return listeners.get(variantId)?.size ?? 0;
    },
  };
}

export type VariantEvents = ReturnType<typeof createVariantEvents>;
