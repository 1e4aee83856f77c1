import type { Locator, Page } from "@playwright/test";

/** The next-compaction forecast above a session's curve (`components/session/forecast/`). */
export class ForecastPanel {
  readonly root: Locator;
  /** "Context now 83,988 of 167,000 (threshold of 2.1.70 under auto)." */
  readonly context: Locator;
  /** "About 68 calls (29–171) / 83,012 tokens to the next auto compaction, at …" */
  readonly outlook: Locator;
  readonly asOf: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole("region", { name: "Next compaction forecast" });
    this.context = this.root.getByTestId("forecast-context");
    this.outlook = this.root.getByTestId("forecast-outlook");
    this.asOf = this.root.getByTestId("forecast-as-of");
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/sessions/${encodeURIComponent(id)}`);
  }
}
