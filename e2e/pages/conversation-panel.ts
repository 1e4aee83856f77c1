import type { Locator, Page } from "@playwright/test";

/** The conversation of a session page (tab "Conversation") or of a compaction point's page. */
export class ConversationPanel {
  readonly feed: Locator;

  constructor(readonly page: Page) {
    this.feed = page.getByRole("feed", { name: "Conversation" });
  }

  /** Messages and separators drawn now (the feed is virtualised: a window of them). */
  articles(): Locator {
    return this.feed.getByRole("article");
  }

  /** The message a link, a call or a chosen line landed on. */
  current(): Locator {
    return this.feed.locator('article[aria-current="true"]');
  }

  /** The message or separator of file line `line`. */
  atLine(line: number): Locator {
    return this.feed.locator(`article[data-line="${line}"]`);
  }
}
