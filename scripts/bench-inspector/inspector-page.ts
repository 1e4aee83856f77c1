// The session inspector as the benchmarks see it in Chromium: when it is interactive, and
// how long a page took to get there.
import { chromium, type Browser, type Page } from "@playwright/test";
import { findChromium } from "../find-chromium.mjs";

/** The Chromium the benchmarks drive: headless, and quiet on the closed network. */
export async function launchBenchBrowser(): Promise<Browser> {
  const chromiumPath = findChromium();
  if (!chromiumPath.ok) throw new Error(chromiumPath.message);
  return chromium.launch({
    executablePath: chromiumPath.path,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** Waits until the curve is drawn and the status line shows a finished replay. */
export async function waitForInspector(page: Page, timeoutMs = 120_000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const status = document.querySelector(".replay-status");
        const curve = document.querySelector("[data-testid=token-curve] svg path");
        return (
          status?.getAttribute("data-loading") === "false" &&
          status.textContent?.startsWith("Replayed") &&
          curve
        );
      },
      null,
      { timeout: timeoutMs },
    )
    .catch(async (error: unknown) => {
      const status = await page
        .locator(".replay-status")
        .textContent()
        .catch(() => null);
      await page.screenshot({ path: "bench-out/inspector-timeout.png" }).catch(() => {});
      throw new Error(`the inspector never showed a finished replay (status: ${status})`, {
        cause: error,
      });
    });
}

/** One page load: navigation start to interactive, and the requests that fed it. */
export type PageLoad = {
  ms: number;
  documentBytes: number;
  /**
   * Sent to last byte of the page's own API requests, by path ending (`calls`, `replay`), and
   * navigation start to the HTML document's last byte (`document`: the server's page render).
   */
  requests: { document: number; calls: number; replay: number };
};

/** Opens `url` and times it from navigation start until the inspector is interactive. */
export async function timeLoad(page: Page, url: string): Promise<PageLoad> {
  const response = await page.goto(url, { waitUntil: "commit" });
  const documentBytes = (await response?.body())?.length ?? 0;
  await waitForInspector(page);
  // No named function inside: tsx's transform would wrap it in a helper the page lacks.
  return page.evaluate((documentBytes) => {
    const navigation = performance.getEntriesByType("navigation")[0] as
      PerformanceNavigationTiming | undefined;
    const requests = { document: navigation?.responseEnd ?? 0, calls: 0, replay: 0 };
    for (const entry of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
      const ending = new URL(entry.name).pathname.split("/").at(-1);
      if (ending === "calls" || ending === "replay")
        requests[ending] = entry.responseEnd - entry.startTime;
    }
    return { ms: performance.now(), documentBytes, requests };
  }, documentBytes);
}
