import type { APIRequestContext, Locator, Page } from "@playwright/test";

/** `/redaction`: the workspace's switch and extra patterns, and what the server says of them. */
export class RedactionPage {
  readonly mode: Locator;
  readonly toggle: Locator;
  readonly patterns: Locator;
  readonly save: Locator;
  readonly saved: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.mode = page.getByTestId("redaction-mode");
    this.toggle = page.getByRole("checkbox", { name: "Redact secrets in this workspace" });
    this.patterns = page.getByRole("textbox", { name: /Extra patterns/ });
    this.save = page.getByRole("button", { name: "Save" });
    this.saved = page.getByText("Saved.", { exact: true });
    this.error = page.getByRole("form", { name: "Redaction settings" }).getByRole("alert");
  }

  async goto() {
    return this.page.goto("/redaction");
  }

  /** Puts the workspace back as the other specs expect it: redaction off, no patterns. */
  static async reset(request: APIRequestContext): Promise<void> {
    const response = await request.put("/api/redaction", {
      data: { enabled: false, patterns: [] },
    });
    if (!response.ok()) throw new Error(`resetting redaction: HTTP ${response.status()}`);
  }
}
