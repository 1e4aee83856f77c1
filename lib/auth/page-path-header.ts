/**
 * The request header proxy.ts sets on every page request of a team server to the page's path
 * and query, overwriting whatever the client sent: what a page needs to send a user whose
 * cookie turned out void back to sign in and then back to it.
 */
export const PAGE_PATH_HEADER = "x-compaction-lab-page";
