"use client";

import dynamic from "next/dynamic";
import { InspectorLoading } from "./inspector-loading";

const loadInspector = () =>
  import("@/components/session/session-inspector").then((module) => module.SessionInspector);

// Its code is fetched as soon as the page's own runs, beside the page hydrating, rather than
// once hydration reaches it.
if (typeof window !== "undefined") void loadInspector();

/**
 * The inspector, drawn by the browser only. Everything it shows comes from the calls and the
 * replay it fetches there, so a server render would only draw its loading state, and the
 * first such render in a server's life cost about 0.8 s before the page's first byte (its
 * modules loaded and compiled): the first open after an upload paid it.
 */
export const SessionInspectorInBrowser = dynamic(loadInspector, {
  ssr: false,
  loading: () => <InspectorLoading />,
});
