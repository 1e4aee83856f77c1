// What the benchmark started (a PostgreSQL server, worker processes) is stopped at the end,
// on an error and on Ctrl-C/SIGTERM alike: each start registers its stop here.
const stops: { name: string; stop: () => Promise<void> }[] = [];

/** Registers `stop`; the returned function runs it now (once) and forgets it. */
export function onTeardown(name: string, stop: () => Promise<void>): () => Promise<void> {
  const entry = { name, stop };
  stops.push(entry);
  return async () => {
    const index = stops.indexOf(entry);
    if (index === -1) return;
    stops.splice(index, 1);
    await stop();
  };
}

/** Runs every registered stop, newest first; one that fails is reported and the rest still run. */
export async function tearDown(): Promise<void> {
  while (stops.length > 0) {
    const { name, stop } = stops.pop()!;
    try {
      await stop();
    } catch (error) {
      console.error(`Could not stop ${name}:`, error);
    }
  }
}

/**
 * On Ctrl-C or SIGTERM: stop everything, then exit 130. Signals that arrive meanwhile are
 * ignored: Ctrl-C reaches this process both from the terminal and relayed by tsx's CLI.
 */
export function tearDownOnSignals(): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping workers and the PostgreSQL server...`);
    void tearDown().finally(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
