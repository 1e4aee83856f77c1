import { cache } from "react";

/**
 * Why this request's point was not found, handed from the page to not-found.tsx (which gets
 * no params): React's `cache` is per request, so the sentence never leaks between requests.
 */
export const notFoundReason = cache((): { text: string | null } => ({ text: null }));
