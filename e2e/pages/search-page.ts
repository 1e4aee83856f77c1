import { expect, type Locator, type Page } from "@playwright/test";

/** `/search`: the box and its filters, the sentence about the hits, hits grouped by session. */
export class SearchPage {
  readonly box: Locator;
  readonly summary: Locator;
  readonly groups: Locator;
  readonly error: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.box = page.getByRole("searchbox", { name: "Search messages" });
    this.summary = page.getByTestId("search-summary");
    this.groups = page.getByTestId("search-group");
    this.error = page.getByTestId("search-error");
    this.empty = page.getByTestId("search-empty");
  }

  async goto(query = "") {
    return this.page.goto(`/search${query ? `?${query}` : ""}`);
  }

  /** The group of one session, by its name in the heading. */
  group(name: string): Locator {
    return this.groups.filter({ has: this.page.getByRole("heading", { name }) });
  }

  /** Types into the box the way a person does: `/` to focus it, the words, Enter. */
  async search(words: string) {
    // From elsewhere on the page: the empty page focuses the box itself, where `/` is text.
    await this.page.getByRole("heading", { name: "Search", level: 1 }).click();
    await this.page.keyboard.press("/");
    await expect(this.box).toBeFocused();
    await this.page.keyboard.type(words);
    await this.page.keyboard.press("Enter");
  }
}
