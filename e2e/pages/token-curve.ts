import { expect, type Locator, type Page } from "@playwright/test";

/** The token curve on a session page: markers, source selector, zoom brush and count. */
export class TokenCurvePanel {
  readonly root: Locator;
  readonly sourceSelect: Locator;
  readonly resetZoom: Locator;
  readonly count: Locator;
  readonly brush: Locator;
  readonly tooltip: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("token-curve");
    this.sourceSelect = this.root.getByRole("combobox", { name: /Curve of/ });
    this.resetZoom = this.root.getByRole("button", { name: "Reset zoom" });
    this.count = this.root.getByTestId("curve-count");
    this.brush = this.root.getByTestId("curve-brush");
    this.tooltip = this.root.getByTestId("curve-tooltip");
  }

  /**
   * Points at `fraction` of the plot's width (below the marker lanes) and answers where that is
   * on the page and the call the tooltip names there.
   */
  async pointAt(fraction: number): Promise<{ x: number; y: number; call: number }> {
    const grid = this.root.locator(".recharts-cartesian-grid").first();
    await grid.scrollIntoViewIfNeeded();
    const plot = await grid.boundingBox();
    if (!plot) throw new Error("the curve has no plot area");
    const x = plot.x + plot.width * fraction;
    const y = plot.y + plot.height * 0.7;
    await this.page.mouse.move(x, y, { steps: 4 });
    await expect(this.tooltip).toBeVisible();
    return { x, y, call: Number(await this.tooltip.getAttribute("data-call")) };
  }

  /** Event markers, optionally only those of one source (`recorded`, `replayed`) and kind. */
  markers(filter: { source?: "recorded" | "replayed"; kind?: string } = {}): Locator {
    const source = filter.source ? `[data-source="${filter.source}"]` : "[data-source]";
    const kind = filter.kind ? `[data-event-kind="${filter.kind}"]` : "";
    return this.root.locator(`[data-testid="curve-marker"]${source}${kind}`);
  }

  /** The `data-at-call` of the matching markers, in call order. */
  async markerCalls(filter: {
    source?: "recorded" | "replayed";
    kind?: string;
  }): Promise<number[]> {
    const calls = await this.markers(filter).evaluateAll((nodes) =>
      nodes.map((node) => Number(node.getAttribute("data-at-call"))),
    );
    return calls.sort((a, b) => a - b);
  }

  /** The share of the brush's width its selection covers (1: not zoomed). */
  async brushSelectionShare(): Promise<number> {
    const slide = await this.brush.locator(".recharts-brush-slide").boundingBox();
    const area = await this.brush.locator(".recharts-brush > rect").first().boundingBox();
    if (!slide || !area) throw new Error("the brush has no box");
    return slide.width / area.width;
  }

  /** Drags the brush's left handle to `fraction` of its width and the right one to `toFraction`. */
  async zoomWithBrush(fraction: number, toFraction: number): Promise<void> {
    await this.brush.scrollIntoViewIfNeeded();
    const travellers = this.brush.locator(".recharts-brush-traveller");
    await expect(travellers).toHaveCount(2);
    const area = await this.brush.locator(".recharts-brush").boundingBox();
    if (!area) throw new Error("the brush has no box");
    await this.drag(travellers.first(), area.x + area.width * fraction);
    await this.drag(travellers.last(), area.x + area.width * toFraction);
  }

  private async drag(handle: Locator, toX: number): Promise<void> {
    const box = await handle.boundingBox();
    if (!box) throw new Error("a brush handle has no box");
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + box.width / 2, y);
    await this.page.mouse.down();
    await this.page.mouse.move(toX, y, { steps: 8 });
    await this.page.mouse.up();
  }
}
