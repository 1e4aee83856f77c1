import type { Locator, Page } from "@playwright/test";

/** The sweeps pages: create at `/sweeps/new`, then one sweep at `/sweeps/:id`. */
export class SweepsPage {
  readonly search: Locator;
  readonly selectAllShown: Locator;
  readonly replayCount: Locator;
  readonly start: Locator;
  readonly status: Locator;
  readonly progress: Locator;
  readonly results: Locator;
  readonly chart: Locator;
  readonly exportCsv: Locator;
  readonly exportJson: Locator;
  readonly breakdown: Locator;
  readonly breakdownSummary: Locator;
  readonly breakdownSetting: Locator;
  readonly fromSavedFilter: Locator;
  readonly savedFilterSelect: Locator;
  readonly filterName: Locator;
  readonly aftermathLine: Locator;
  readonly aftermathDefinition: Locator;
  readonly aftermathCsv: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole("searchbox", { name: "Search stored sessions" });
    this.selectAllShown = page.getByRole("button", { name: /^Select all \d+ shown$/ });
    this.replayCount = page.getByTestId("replay-count");
    this.start = page.getByRole("button", { name: "Start sweep" });
    this.status = page.getByTestId("sweep-status");
    this.progress = page.getByTestId("sweep-progress");
    this.results = page.getByTestId("sweep-results");
    this.chart = page.getByTestId("sweep-chart");
    this.exportCsv = page.getByRole("link", { name: "Export CSV" });
    this.exportJson = page.getByRole("link", { name: "Export JSON" });
    this.breakdown = page.getByTestId("sweep-breakdown");
    this.breakdownSummary = page.getByTestId("breakdown-summary");
    this.breakdownSetting = page.getByTestId("breakdown-setting");
    this.fromSavedFilter = page.getByRole("radio", { name: "A saved filter" });
    this.savedFilterSelect = page.getByRole("combobox", { name: "Saved filter" });
    this.filterName = page.getByTestId("sweep-filter-name");
    this.aftermathLine = page.getByTestId("sweep-aftermath-line");
    this.aftermathDefinition = page.getByTestId("sweep-aftermath").locator("details");
    this.aftermathCsv = page.getByRole("link", { name: "Aftermath CSV" });
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/sweeps/${encodeURIComponent(id)}`);
  }

  /** Each results row's cells by column header (its words, the hidden sort arrow left out). */
  async resultsByHeader(): Promise<Record<string, string>[]> {
    const headers = await this.results.locator("thead th").evaluateAll((cells) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("[aria-hidden]").forEach((hidden) => hidden.remove());
        return (copy.textContent ?? "").trim();
      }),
    );
    const rows = await this.results.locator("tbody tr").all();
    return Promise.all(
      rows.map(async (row) => {
        const cells = await row.locator("td, th").allInnerTexts();
        return Object.fromEntries(headers.map((header, i) => [header, cells[i]?.trim() ?? ""]));
      }),
    );
  }

  async gotoNew(query = ""): Promise<void> {
    await this.page.goto(`/sweeps/new${query}`);
  }

  /** The values box of a swept constant. */
  values(constant: string): Locator {
    return this.page.getByLabel(`Values of ${constant}`);
  }

  columnHeader(name: string): Locator {
    return this.results.getByRole("columnheader", { name });
  }

  /** The text of one column's cells, top to bottom (`index` counts from 0). */
  async columnTexts(index: number): Promise<string[]> {
    return this.results.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
  }
}
