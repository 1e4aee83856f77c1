import type { Locator, Page } from "@playwright/test";

/** `/templates`: the list, the open version (copy, edit), the diff of two versions. */
export class TemplatesPage {
  readonly list: Locator;
  readonly editor: Locator;
  readonly prompt: Locator;
  readonly version: Locator;
  readonly diff: Locator;
  readonly diffCounts: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole("navigation", { name: "Templates" });
    this.editor = page.getByTestId("template-editor");
    this.prompt = page.getByTestId("template-prompt");
    this.version = this.editor.getByLabel("Version", { exact: true });
    this.diff = page.getByTestId("template-diff");
    this.diffCounts = page.getByTestId("template-diff-counts");
  }

  async goto() {
    return this.page.goto("/templates");
  }
}
