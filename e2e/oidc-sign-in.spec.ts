import { expect, test } from "@playwright/test";
import { E2E_TEAM_BASE_URL } from "./e2e-env";
import { startOidcProvider } from "./oidc-test-provider";
import { SignInPage } from "./pages/sign-in-page";
import { addTeamUser, uniqueEmail } from "./team-users";

// The authorization-code flow end to end: the team server's "Continue with Test IdP" goes to a
// real OIDC provider on 127.0.0.1 (oidc-provider), which sends the browser back with a code that
// the server exchanges for tokens (PKCE, checked ID token) and turns into a session.
test.use({ baseURL: E2E_TEAM_BASE_URL });

let provider: { close: () => Promise<void> };
test.beforeAll(async () => {
  provider = await startOidcProvider();
});
test.afterAll(async () => {
  await provider?.close();
});

async function signInAtProvider(page: import("@playwright/test").Page, email: string) {
  await page.goto("/sweeps");
  await page.getByRole("button", { name: "Continue with Test IdP" }).click();
  // The provider's own pages: its login form, then its consent.
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("signs in through the OIDC provider as a user added before, into their workspace", async ({
  page,
}) => {
  const email = uniqueEmail("olive");
  addTeamUser({ email, workspace: "Platform" });
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(`${E2E_TEAM_BASE_URL}/sweeps`);
  const account = new SignInPage(page).accountMenu;
  await expect(account).toContainText(email);
  await expect(account).toContainText("Platform");
  expect((await page.request.get("/api/sweeps")).status()).toBe(200);
});

test("refuses an OIDC user nobody added, with a message", async ({ page }) => {
  await signInAtProvider(page, uniqueEmail("stranger"));
  await expect(page).toHaveURL(/\/signin\?error=AccessDenied/);
  await expect(new SignInPage(page).alert).toContainText("ask an owner to add your email");
  expect((await page.request.get("/api/sweeps")).status()).toBe(401);
});
