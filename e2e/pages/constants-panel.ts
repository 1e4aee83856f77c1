import type { Locator, Page } from "@playwright/test";

/** The constants sidebar of a session page (`components/session/constants/constants-panel.tsx`). */
export class ConstantsPanel {
  readonly root: Locator;
  readonly resetToProfile: Locator;
  readonly overrideCount: Locator;
  /** "Last replay: cc-2.1 with 1 override": what the shown replay ran with. */
  readonly lastReplay: Locator;
  readonly filter: Locator;
  readonly presetName: Locator;
  readonly savePreset: Locator;
  readonly presets: Locator;
  /** Under another harness's rules: where the session compacts instead, and at what cost. */
  readonly harnessComparison: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole("complementary", { name: "Replay constants" });
    this.resetToProfile = this.root.getByRole("button", { name: "Reset to profile" });
    this.overrideCount = this.root.getByTestId("override-count");
    this.lastReplay = this.root.getByTestId("replayed-overrides");
    this.filter = this.root.getByLabel("Filter constants");
    this.presetName = this.root.getByLabel("Preset name");
    this.savePreset = this.root.getByRole("button", { name: "Save preset" });
    this.presets = this.root.getByRole("list", { name: "Saved presets" });
    this.harnessComparison = this.root.getByTestId("harness-comparison");
  }

  async goto(id: string, query = ""): Promise<void> {
    await this.page.goto(`/sessions/${encodeURIComponent(id)}${query}`);
  }

  /** One constant's box: its control, default, meaning and any error. */
  constant(name: string): Locator {
    return this.root.getByTestId(`constant-${name}`);
  }

  numberInput(name: string): Locator {
    return this.constant(name).getByRole("spinbutton");
  }

  /** Types a number and presses Enter, which commits it. */
  async setNumber(name: string, value: string): Promise<void> {
    await this.numberInput(name).fill(value);
    await this.numberInput(name).press("Enter");
  }

  profile(id: string): Locator {
    return this.root.getByRole("radio", { name: id, exact: true });
  }

  /** The profiles of one harness ("Codex CLI's rules"). */
  profileGroup(label: string): Locator {
    return this.root.getByRole("group", { name: label, exact: true });
  }

  /** Leaves a mark on `window` that a page load would wipe. */
  async markWindow(): Promise<void> {
    await this.page.evaluate(() => Object.assign(window, { constantsPanelMark: true }));
  }

  async isWindowMarked(): Promise<boolean> {
    return this.page.evaluate(() => "constantsPanelMark" in window);
  }
}
