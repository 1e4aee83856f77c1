import type { Locator, Page } from "@playwright/test";

/** The message tree of a session page: search, the virtualised tree, the content pane. */
export class MessageTreePanel {
  readonly tree: Locator;
  readonly search: Locator;
  readonly matchStatus: Locator;
  readonly content: Locator;

  constructor(readonly page: Page) {
    this.tree = page.getByRole("tree", { name: "Message tree" });
    this.search = page.getByRole("searchbox", { name: "Search the message tree" });
    this.matchStatus = page.getByRole("search").getByRole("status");
    this.content = page.getByRole("region", { name: "Record content" });
  }

  /** Rows drawn in the DOM now (the tree is virtualised: a window of them). */
  rows(): Locator {
    return this.tree.getByRole("treeitem");
  }

  selectedRow(): Locator {
    return this.tree.getByRole("treeitem", { selected: true });
  }

  row(name: string | RegExp): Locator {
    return this.tree.getByRole("treeitem", { name });
  }
}
