import type { Locator, Page } from "@playwright/test";

/** "About this file" on a session page: when it ran, its Task calls, the way to its parent. */
export class SessionFacts {
  readonly started: Locator;
  readonly lastActivity: Locator;
  readonly taskCalls: Locator;
  readonly parentLink: Locator;

  constructor(readonly page: Page) {
    this.started = page.getByTestId("fact-started");
    this.lastActivity = page.getByTestId("fact-last-activity");
    this.taskCalls = page.getByTestId("task-call-fact");
    this.parentLink = page.getByTestId("parent-session-link");
  }

  /** The Task call listed at this file line. */
  taskCall(line: number): Locator {
    return this.page.locator(`[data-testid="task-call-fact"][data-line="${line}"]`);
  }
}
