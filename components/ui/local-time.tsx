"use client";

import { useSyncExternalStore } from "react";
import { formatDateTimeUtc, formatLocalDateTime } from "@/lib/view/format/format-date";

const subscribeNever = () => () => {};

/**
 * A time in the reader's locale and zone, with the ISO time on hover. The server does not know
 * the reader's zone, so it renders UTC and the browser rewrites it once hydrated (the same
 * markup on both sides first, so hydration never mismatches).
 */
export function LocalTime({
  iso,
  title,
  testId,
  dateStyle = "medium",
}: {
  iso: string;
  title?: string;
  testId?: string;
  /** `"short"` for a table's narrow column ("1/13/26, 10:00 AM" in en-US). */
  dateStyle?: "medium" | "short";
}) {
  const isBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return (
    <time dateTime={iso} title={title ?? iso} data-testid={testId}>
      {isBrowser
        ? formatLocalDateTime(iso, undefined, undefined, dateStyle)
        : formatDateTimeUtc(iso)}
    </time>
  );
}
