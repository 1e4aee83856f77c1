import { expect, test } from "@playwright/test";
import { E2E_TEAM_BASE_URL } from "./e2e-env";
import { SignInPage } from "./pages/sign-in-page";
import { makeTranscript, uniqueName } from "./pages/test-data";
import { addTeamUser, forgetAddressSignInFailures, uniqueEmail } from "./team-users";

// The team-mode server (AUTH_SECRET set): nothing without signing in, email and password, the
// workspace switcher, sign-out.
test.use({ baseURL: E2E_TEAM_BASE_URL });

const PASSWORD = "a long enough password";

test("a page without a session goes to /signin, and the API answers 401 JSON", async ({
  page,
  request,
}) => {
  await page.goto("/sweeps");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fsweeps$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const api = await request.get("/api/transcripts");
  expect(api.status()).toBe(401);
  expect(await api.json()).toMatchObject({ error: { code: "unauthenticated" } });
});

test("signs in with email and password, comes back where it was going, and signs out", async ({
  page,
}) => {
  const email = uniqueEmail("ada");
  addTeamUser({ email, password: PASSWORD, workspace: "Research" });
  const signIn = new SignInPage(page);

  await page.goto("/templates");
  await signIn.signIn(email, "not the password");
  await expect(signIn.alert).toHaveText("That email and password do not match an account.");

  await signIn.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/templates$/);
  await expect(signIn.accountMenu).toContainText(email);
  await expect(signIn.accountMenu).toContainText("Research");
  // The session works for the API too, from the page's cookies.
  expect((await page.request.get("/api/transcripts")).status()).toBe(200);

  // A copy of the session cookie taken before signing out (a stolen one, say).
  const copied = (await page.context().cookies()).filter((c) => c.name.includes("session-token"));
  expect(copied).toHaveLength(1);

  await signIn.signOut.click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin/);
  expect((await page.request.get("/api/transcripts")).status()).toBe(401);

  // The copy is void: the API refuses it, and a page sends it to sign in, not to an error page.
  await page.context().addCookies(copied);
  expect((await page.request.get("/api/transcripts")).status()).toBe(401);
  await page.goto("/templates?from=copy");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Ftemplates%3Ffrom%3Dcopy$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("a user in two workspaces switches between them in the header", async ({ page }) => {
  const email = uniqueEmail("bea");
  const [first, second] = [`Alpha ${email}`, `Beta ${email}`];
  addTeamUser({ email, password: PASSWORD, workspace: first });
  addTeamUser({ email, workspace: second });
  const signIn = new SignInPage(page);

  await page.goto("/");
  await signIn.signIn(email, PASSWORD);
  await expect(signIn.workspace).toHaveValue(/.+/);
  await expect(signIn.workspace.locator("option:checked")).toHaveText(first);
  // A session stored in the first workspace is not in the second.
  const name = uniqueName("e2e-alpha");
  const upload = await page.request.post(`/api/transcripts?name=${name}`, {
    headers: { "content-type": "application/x-ndjson" },
    data: makeTranscript({ seed: 501, style: "2.1", targetBytes: 20_000 }).text,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await page.reload();
  await expect(page.getByRole("link", { name })).toBeVisible();

  await signIn.workspace.selectOption({ label: second });
  await expect(signIn.workspace.locator("option:checked")).toHaveText(second);
  await expect(page.getByRole("heading", { name: "Sessions" })).toBeVisible();
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});

test("a sign-in link that would leave the site lands on this one", async ({ page }) => {
  const email = uniqueEmail("cyd");
  addTeamUser({ email, password: PASSWORD, workspace: "Redirects" });
  const signIn = new SignInPage(page);

  // A tab Chromium drops from the URL, making //evil.example of it.
  await page.goto("/signin?callbackUrl=/%09/evil.example");
  await signIn.signIn(email, PASSWORD);
  await expect(signIn.accountMenu).toContainText(email);
  expect(new URL(page.url())).toMatchObject({ origin: E2E_TEAM_BASE_URL, pathname: "/" });

  // Signed in, /signin sends on at once: home for a target off the site, never a 500.
  for (const target of ["/%09/evil.example", "/%0A/evil.example", "/%00x", "/%5C%5Cevil.example"]) {
    const answer = await page.request.get(`/signin?callbackUrl=${target}`, { maxRedirects: 0 });
    expect({ target, status: answer.status(), location: answer.headers().location }).toEqual({
      target,
      status: 307,
      location: "/",
    });
  }
});

test("after ten wrong passwords the form refuses the right one too, and says how long to wait", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("dan");
  addTeamUser({ email, password: PASSWORD, workspace: "Throttled" });
  const signIn = new SignInPage(page);
  // Other specs' wrong passwords count against 127.0.0.1 too: start this address from zero.
  forgetAddressSignInFailures();
  try {
    for (let attempt = 1; attempt <= 10; attempt++) {
      // A target of its own per attempt, so each answer is told from the one before.
      await page.goto(`/signin?callbackUrl=/attempt-${attempt}`);
      await signIn.signIn(email, "not the password");
      await expect(page).toHaveURL(new RegExp(`error=CredentialsSignin.*attempt-${attempt}`));
      await expect(signIn.alert).toHaveText("That email and password do not match an account.");
    }
    await page.goto("/signin?callbackUrl=/right-password");
    await signIn.signIn(email, PASSWORD);
    await expect(signIn.alert).toHaveText(
      /^Too many failed sign-ins for this account or from this address: try again in 1[45] minutes\.$/,
    );
    await expect(page).toHaveURL(/\/signin\?/);
  } finally {
    // Every spec signs in from 127.0.0.1: give the address back to the specs after this one.
    forgetAddressSignInFailures();
  }
});
