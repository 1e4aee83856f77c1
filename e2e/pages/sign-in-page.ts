import { expect, type Locator, type Page } from "@playwright/test";

/** /signin on the team server, and the account menu in the header once signed in. */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly accountMenu: Locator;
  readonly signOut: Locator;
  readonly workspace: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel("Email");
    this.password = page.getByLabel("Password");
    this.submit = page.getByRole("button", { name: "Sign in", exact: true });
    this.alert = page.getByTestId("signin-error");
    this.accountMenu = page.getByTestId("account-menu");
    this.signOut = this.accountMenu.getByRole("button", { name: "Sign out" });
    this.workspace = this.accountMenu.getByLabel("Workspace");
  }

  async signIn(email: string, password: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/signin/);
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
