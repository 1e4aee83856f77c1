import type { Locator, Page } from "@playwright/test";

/** One session at `/sessions/:id`: header, summary cards, compactions, API calls. */
export class SessionPage {
  readonly title: Locator;
  readonly callsTable: Locator;
  readonly mainThreadOnly: Locator;
  readonly allSources: Locator;
  readonly backToSessions: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole("heading", { level: 1 });
    this.callsTable = page.getByTestId("api-calls-table");
    this.mainThreadOnly = page.getByRole("radio", { name: /Main thread only/ });
    this.allSources = page.getByRole("radio", { name: /All sources/ });
    this.backToSessions = page.getByRole("link", { name: "← Sessions" });
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/sessions/${encodeURIComponent(id)}`);
  }

  /** A summary card ("apiCalls", "maxContext", "compactions", "microcompactions", "cacheBreaks"). */
  card(id: string): Locator {
    return this.page.getByTestId(`card-${id}`);
  }

  /** Body rows of the API calls table that are rendered (it is virtualised). */
  callRows(): Locator {
    return this.callsTable.locator("tbody tr:not([aria-hidden])");
  }
}
