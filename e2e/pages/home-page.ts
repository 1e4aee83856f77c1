import { expect, type Locator, type Page } from "@playwright/test";

/** The sessions list at `/`: upload area, filters, table, pagination. */
export class HomePage {
  readonly fileInput: Locator;
  readonly chooseFilesButton: Locator;
  readonly uploads: Locator;
  readonly search: Locator;
  readonly compactedFilter: Locator;
  /** "Agent": the harness that wrote each file (Claude Code, Codex CLI). */
  readonly harnessFilter: Locator;
  /** "Replay reproduces": whether the replay as recorded reproduces the session. */
  readonly reproducesFilter: Locator;
  readonly table: Locator;
  readonly paginationSummary: Locator;
  readonly savedFilters: Locator;
  readonly saveFilter: Locator;
  readonly savedFilterName: Locator;

  constructor(readonly page: Page) {
    this.fileInput = page.getByLabel("Transcript files to upload");
    this.chooseFilesButton = page.getByRole("button", { name: "Choose files" });
    this.uploads = page.getByRole("list", { name: "Uploads" });
    this.search = page.getByRole("searchbox", { name: "Search" });
    this.compactedFilter = page.getByLabel("Compacted", { exact: true });
    this.harnessFilter = page.getByLabel("Agent", { exact: true });
    this.reproducesFilter = page.getByLabel("Replay reproduces", { exact: true });
    this.table = page.getByRole("table", { name: /Uploaded transcripts/ });
    this.paginationSummary = page.getByTestId("pagination-summary");
    this.savedFilters = page.getByRole("region", { name: "Saved filters" });
    this.saveFilter = page.getByRole("button", { name: "Save filter" });
    this.savedFilterName = page.getByLabel("Name of the saved filter");
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/${query}`);
  }

  /** Chooses files through the drop zone's file input, as the "Choose files" picker does. */
  async upload(paths: string | string[]): Promise<void> {
    await this.fileInput.setInputFiles(paths);
  }

  /** The upload list's row for one file name. */
  uploadRow(name: string): Locator {
    return this.uploads.getByRole("listitem", { name, exact: true });
  }

  filter(label: "Version" | "Model" | "Project"): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** A saved filter's button: clicking it applies the filter. */
  savedFilter(name: string): Locator {
    return this.savedFilters.getByRole("button", { name: new RegExp(`^${name} `) });
  }

  /** The table row of one transcript, found by its (unique) file name. */
  row(name: string): Locator {
    return this.table
      .getByRole("row")
      .filter({ has: this.page.getByRole("link", { name, exact: true }) });
  }

  /** Deletes a transcript through its row's delete button and the confirmation dialog. */
  async deleteRow(name: string): Promise<void> {
    await this.row(name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    const dialog = this.page.getByRole("dialog", { name: "Delete this transcript?" });
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toBeHidden();
  }
}
