import type { Locator, Page } from "@playwright/test";

/**
 * One session at `/sessions/:id`: a title line, the inspector (why it compacted, the curve,
 * then tabs: events, cache breaks, API calls), and below it the file's facts, summary cards,
 * compactions and record types.
 */
export class SessionPage {
  readonly title: Locator;
  readonly callsTable: Locator;
  readonly mainThreadOnly: Locator;
  readonly allSources: Locator;
  readonly backToSessions: Locator;
  readonly why: Locator;
  readonly events: Locator;
  readonly eventsTable: Locator;
  readonly kindFilter: Locator;
  readonly cacheBreaks: Locator;
  readonly cacheBreaksTable: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole("heading", { level: 1 });
    this.callsTable = page.getByTestId("api-calls-table");
    this.mainThreadOnly = page.getByRole("radio", { name: /Main thread only/ });
    this.allSources = page.getByRole("radio", { name: /All sources/ });
    this.backToSessions = page.getByRole("link", { name: "← Sessions" });
    this.why = page.getByTestId("why-it-compacted");
    this.events = page.getByTestId("events");
    this.eventsTable = this.events.getByRole("table");
    this.kindFilter = this.events.getByLabel("Kind");
    this.cacheBreaks = page.getByTestId("cache-breaks");
    this.cacheBreaksTable = this.cacheBreaks.getByRole("table");
  }

  async goto(id: string, query = ""): Promise<void> {
    await this.page.goto(`/sessions/${encodeURIComponent(id)}${query ? `?${query}` : ""}`);
  }

  /** A summary card ("apiCalls", "maxContext", "compactions", "microcompactions", "cacheBreaks"). */
  card(id: string): Locator {
    return this.page.getByTestId(`card-${id}`);
  }

  /** Selects an inspector tab: "Events", "Cache breaks", "API calls". */
  async openTab(name: string): Promise<void> {
    await this.page.getByRole("tab", { name }).click();
  }

  /** The API calls table lives in a tab since the events became the default one. */
  async openCallsTab(): Promise<void> {
    await this.openTab("API calls");
  }

  /** Body rows of the API calls table that are rendered (it is virtualised). */
  callRows(): Locator {
    return this.callsTable.locator("tbody tr:not([aria-hidden])");
  }

  eventRows(): Locator {
    return this.eventsTable.locator("tbody tr:not([aria-hidden])");
  }

  cacheBreakRows(): Locator {
    return this.cacheBreaksTable.locator("tbody tr");
  }

  /** The numbers of one column of a table's body, in row order. */
  async columnNumbers(table: Locator, column: number): Promise<number[]> {
    const texts = await table
      .locator(`tbody tr:not([aria-hidden]) td:nth-child(${column})`)
      .allInnerTexts();
    return texts.map((text) => Number(text.replaceAll(",", "")));
  }
}
