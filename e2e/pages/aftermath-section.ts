import type { Locator, Page } from "@playwright/test";

/** The Aftermath section of a compaction point's page, and the session table's one line. */
export class AftermathSection {
  readonly section: Locator;
  readonly lead: Locator;
  readonly filesFigure: Locator;
  readonly filesTable: Locator;
  readonly respentFigure: Locator;
  /** The session page's compactions table: each row's aftermath line. */
  readonly tableLines: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole("region", { name: "Aftermath" });
    this.lead = page.getByTestId("aftermath-lead");
    this.filesFigure = page.getByTestId("aftermath-filesReread-figure");
    this.filesTable = page.getByRole("region", { name: /^Files read again/ });
    this.respentFigure = page.getByTestId("aftermath-tokensRespent-figure");
    this.tableLines = page.getByTestId("compaction-aftermath");
  }

  /** The row of a re-read file, found by its full path (the cell shows it shortened). */
  fileRow(path: string): Locator {
    return this.filesTable
      .getByRole("row")
      .filter({ has: this.page.locator(`td[title="${path}"]`) });
  }

  /** A measure's definition ("filesReread" ...), opened as a user opens it. */
  async openDefinition(measure: string): Promise<Locator> {
    const block = this.page.getByTestId(`aftermath-${measure}`);
    await block.getByText("What this counts").click();
    return block.locator("details p");
  }
}
