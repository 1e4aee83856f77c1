"use client";

import { useRouter } from "next/navigation";
import { z } from "zod";
import { fetchJson } from "@/components/ui/fetch-json";

/** Stops following a folder added in the app; its stored sessions stay. */
export function RemoveFolderButton({ id, path }: { id: string; path: string }) {
  const router = useRouter();
  async function remove() {
    await fetchJson(`/api/live/folders/${encodeURIComponent(id)}`, z.object({}).loose(), {
      method: "DELETE",
    });
    router.refresh();
  }
  return (
    <button
      type="button"
      className="button"
      onClick={() => void remove()}
      aria-label={`Stop following ${path}`}
    >
      Stop following
    </button>
  );
}
