import type { Locator, Page } from "@playwright/test";

/** One compaction point at `/sessions/:id/compactions/:point`: figures, Before, After. */
export class CompactionPage {
  readonly title: Locator;
  readonly preTokens: Locator;
  readonly postTokens: Locator;
  readonly afterTotal: Locator;
  readonly afterItems: Locator;
  readonly summarisedTotal: Locator;
  readonly summaryText: Locator;
  readonly summaryEstimate: Locator;
  readonly previousPoint: Locator;
  readonly nextPoint: Locator;
  readonly existingPoints: Locator;
  /** The collapsible summarization request panel and what it shows once open. */
  readonly requestPanel: Locator;
  readonly requestToggle: Locator;
  readonly requestPrompt: Locator;
  readonly requestEstimate: Locator;
  readonly requestMaxTokens: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole("heading", { level: 1 });
    this.preTokens = page.getByTestId("pre-tokens");
    this.postTokens = page.getByTestId("post-tokens");
    this.afterTotal = page.getByTestId("after-total");
    this.afterItems = page.getByTestId("after-items");
    this.summarisedTotal = page.getByTestId("summarised-total");
    this.summaryText = page.getByTestId("summary-text");
    this.summaryEstimate = page.getByTestId("summary-estimate");
    const points = page.getByRole("navigation", { name: "Other compaction points" });
    this.previousPoint = points.getByRole("link", { name: /^← Previous:/ });
    this.nextPoint = points.getByRole("link", { name: /^Next:/ });
    this.existingPoints = page.getByTestId("existing-points");
    this.requestPanel = page.getByTestId("request-panel");
    this.requestToggle = this.requestPanel.getByText("Summarization request", { exact: true });
    this.requestPrompt = page.getByRole("region", { name: "Summarization prompt" });
    this.requestEstimate = page.getByTestId("request-estimate");
    this.requestMaxTokens = page.getByTestId("request-max-tokens");
  }

  /** Opens a point directly; answers the HTTP response (a 404 for an unknown point). */
  async goto(id: string, point: string, query = "") {
    return this.page.goto(`/sessions/${encodeURIComponent(id)}/compactions/${point}${query}`);
  }

  /** A figure's text as a number (the page groups digits with commas). */
  static async numberIn(locator: Locator): Promise<number> {
    return Number((await locator.innerText()).replace(/[^\d]/g, ""));
  }
}
