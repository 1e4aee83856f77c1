import type { Locator, Page } from "@playwright/test";

/**
 * The arrangement of a session page: the answer on the first screen (why it compacted, the
 * curve), the constants beside the curve or in a drawer, the file's details below.
 */
export class SessionLayout {
  readonly whyBlocks: Locator;
  readonly curve: Locator;
  readonly curvePlot: Locator;
  readonly constants: Locator;
  readonly drawerToggle: Locator;
  readonly fileDetails: Locator;
  readonly keyFacts: Locator;

  constructor(readonly page: Page) {
    this.whyBlocks = page.getByTestId("why-it-compacted").getByTestId("why-block");
    this.curve = page.getByTestId("token-curve");
    this.curvePlot = this.curve.locator(".recharts-cartesian-grid").first();
    this.constants = page.getByRole("complementary", { name: "Replay constants" });
    this.drawerToggle = page.getByRole("button", { name: /^(Constants:|Hide constants)/ });
    this.fileDetails = page.getByRole("region", { name: "About this file" });
    this.keyFacts = page.getByTestId("key-facts");
  }

  async goto(id: string, query = ""): Promise<void> {
    await this.page.goto(`/sessions/${encodeURIComponent(id)}${query ? `?${query}` : ""}`);
  }

  /** The sentence that opens a compaction's block ("Compacted before call 78 at ..."). */
  headline(block: Locator): Locator {
    return block.getByText(/^Compacted before call \d+/);
  }

  numberInput(name: string): Locator {
    return this.constants.getByTestId(`constant-${name}`).getByRole("spinbutton");
  }

  /** The calls of the replayed compactions' markers, in call order. */
  async replayedCompactionCalls(): Promise<number[]> {
    const calls = await this.curve
      .locator('[data-testid="curve-marker"][data-source="replayed"]')
      .evaluateAll((nodes) =>
        nodes
          .filter((node) => !node.getAttribute("data-event-kind")?.includes("micro"))
          .map((node) => Number(node.getAttribute("data-at-call"))),
      );
    return calls.sort((a, b) => a - b);
  }
}
