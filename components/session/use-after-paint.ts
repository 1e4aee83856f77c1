"use client";

import { useEffect, useState } from "react";

/**
 * True from the render after `isReady` turned true and the browser painted it (a frame, then
 * a task): what is drawn behind it comes after what the page opens for, not before.
 */
export function useAfterPaint(isReady: boolean): boolean {
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => {
    if (!isReady || hasPainted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isReady, hasPainted]);
  return hasPainted;
}
