/** Requests per route and method, and answers per status: what the fuzzer prints. */
export class FuzzTally {
  private readonly perRoute = new Map<string, Map<string, number>>();
  private readonly perStatus = new Map<number, number>();
  private requests = 0;

  count(route: string, method: string, status: number): void {
    const methods = this.perRoute.get(route) ?? new Map<string, number>();
    methods.set(method, (methods.get(method) ?? 0) + 1);
    this.perRoute.set(route, methods);
    this.perStatus.set(status, (this.perStatus.get(status) ?? 0) + 1);
    this.requests += 1;
  }

  get total(): number {
    return this.requests;
  }

  /** A few lines: the title with the total, one line per route, then the status histogram. */
  format(title: string): string {
    const width = Math.max(0, ...[...this.perRoute.keys()].map((route) => route.length));
    const routes = [...this.perRoute.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, methods]) => {
        const sum = [...methods.values()].reduce((a, b) => a + b, 0);
        const each = [...methods.entries()].map(([method, n]) => `${method} ${n}`).join(", ");
        return `  ${route.padEnd(width)}  ${String(sum).padStart(4)}  (${each})`;
      });
    const statuses = [...this.perStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    return [`${title}: ${this.requests} requests`, ...routes, `  statuses: ${statuses}`].join("\n");
  }
}
