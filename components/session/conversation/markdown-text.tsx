"use client";

import { memo, type ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { safeHref } from "@/lib/view/session/conversation/safe-href";
import styles from "./conversation.module.css";

/** A heading written in a message is part of the message, not of the page's outline. */
function QuotedHeading({ children }: { children?: ReactNode }) {
  return <p className={styles.quotedHeading}>{children}</p>;
}

/**
 * Headings are drawn as strong paragraphs. Links keep only http(s) and mailto targets and never carry the page's identity along;
 * images are never fetched (a transcript's URL could track the reader): they show as text.
 */
const INERT_COMPONENTS: Components = {
  h1: QuotedHeading,
  h2: QuotedHeading,
  h3: QuotedHeading,
  h4: QuotedHeading,
  h5: QuotedHeading,
  h6: QuotedHeading,
  a({ href, children }) {
    const target = href === undefined ? null : safeHref(href);
    if (target === null) return <span className={styles.deadLink}>{children}</span>;
    return (
      <a href={target} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  },
  img({ alt, src }) {
    const source = typeof src === "string" && src !== "" ? ` (${src})` : "";
    return (
      <span className={styles.placeholder}>
        [image{alt ? `: ${alt}` : ""}
        {source}, not loaded]
      </span>
    );
  },
};

/**
 * A message's markdown, drawn as React elements only: raw HTML in it stays the characters it
 * is (react-markdown turns it into text unless a plugin says otherwise, and none here does),
 * so a `<script>` or an `onerror` in a transcript never runs.
 */
export const MarkdownText = memo(function MarkdownText({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={[remarkGfm]} components={INERT_COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
});
