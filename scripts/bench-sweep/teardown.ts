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

/** On Ctrl-C or SIGTERM: stop everything, then exit 130 (a second signal exits at once). */
export function tearDownOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: stopping workers and the PostgreSQL server...`);
      process.once(signal, () => process.exit(130));
      void tearDown().finally(() => process.exit(130));
    });
  }
}
