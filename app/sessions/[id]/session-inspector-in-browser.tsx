"use client";

import dynamic from "next/dynamic";
import { InspectorLoading } from "./inspector-loading";

/**
 * The inspector, drawn by the browser only. Everything it shows comes from the calls and the
 * replay it fetches there, so a server render would only draw its loading state, and the
 * first such render in a server's life cost about 0.8 s (its modules loaded and compiled)
 * before the page's first byte: the first open after an upload paid it.
 */
export const SessionInspectorInBrowser = dynamic(
  () => import("@/components/session/session-inspector").then((module) => module.SessionInspector),
  { ssr: false, loading: () => <InspectorLoading /> },
);
