"use client";

import { createContext, use, type ReactNode } from "react";
import { useUploadQueue, type UploadQueue } from "@/components/uploads/use-upload-queue";

const UploadQueueContext = createContext<UploadQueue | null>(null);

/**
 * Holds the upload queue above every page (in the root layout), so uploads keep going while
 * the user opens a session, and the list is still there when they come back.
 */
export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const queue = useUploadQueue();
  return <UploadQueueContext value={queue}>{children}</UploadQueueContext>;
}

/** The shared upload queue; only under UploadQueueProvider. */
export function useUploads(): UploadQueue {
  const queue = use(UploadQueueContext);
  if (!queue)
    throw new Error("useUploads() needs <UploadQueueProvider> around it (app/layout.tsx)");
  return queue;
}
