"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { fetchJson } from "@/components/ui/fetch-json";
import { savedFilterSchema } from "@/lib/contracts/saved-filters";
import type { SessionFilter } from "@/lib/contracts/session-filter";
import { apiErrorSchema } from "@/lib/contracts/transcript-summary";

/**
 * Saving and deleting the sessions list's saved filters: the request, the server's words when
 * it refuses (a taken name is a 409), and a refresh so the server-rendered list shows the change.
 */
export function useSavedFilters() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function send(run: () => Promise<unknown>): Promise<boolean> {
    setIsBusy(true);
    setError(null);
    try {
      await run();
      router.refresh();
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setIsBusy(false);
    }
  }

  return {
    error,
    isBusy,
    clearError: () => setError(null),
    save: (name: string, filter: SessionFilter) =>
      send(() =>
        fetchJson("/api/saved-filters", savedFilterSchema, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name, filter }),
        }),
      ),
    remove: (id: string) =>
      send(async () => {
        const response = await fetch(`/api/saved-filters/${encodeURIComponent(id)}`, {
          method: "DELETE",
        });
        // 404: deleted meanwhile, which is what was asked.
        if (response.ok || response.status === 404) return;
        const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
        throw new Error(
          body.success ? body.data.error.message : `The server answered ${response.status}.`,
        );
      }),
  };
}
