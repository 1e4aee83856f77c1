import { expect, test } from "./fixtures";

// Every answer, page or API, forbids framing and content sniffing: a page on another port of
// the same host must not be able to overlay the app and steer a signed-in user's clicks.
const EXPECTED = {
  "content-security-policy": /frame-ancestors 'none'/,
  "x-frame-options": /^DENY$/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^same-origin$/,
};

for (const path of [
  "/",
  "/sweeps",
  "/api/transcripts",
  "/api/transcripts/missing",
  "/no-such-page",
]) {
  test(`${path} answers with the security headers`, async ({ request }) => {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name]).toMatch(value);
  });
}

test("another origin cannot frame the sessions list", async ({ page, baseURL }) => {
  // The framing page is served from about:blank's opaque origin, so the frame is cross-origin.
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors|Refused to display/i.test(message.text())) blocked.push(message.text());
  });
  await page.setContent(`<iframe id="app" src="${baseURL}/" width="800" height="600"></iframe>`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  const frame = page.frame({ url: new RegExp(`^${baseURL}`) });
  expect(
    await frame
      ?.locator("h1")
      .count()
      .catch(() => 0),
  ).toBeFalsy();
});
