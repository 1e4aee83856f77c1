/** How long to wait before trying cleanup again (a full disk may take a while to clear). */
export const CLEANUP_RETRY_MS = 30_000;

/**
 * Runs `work` now and, while it fails, again every `delayMs`, logging the first failure
 * only. For cleanup that must happen eventually but must never fail a request or the
 * server's start: removing an upload's leftovers when the disk is too full to delete.
 * The timer does not keep the process alive.
 */
export function retryUntilDone(
  label: string,
  work: () => Promise<unknown>,
  delayMs: number = CLEANUP_RETRY_MS,
): Promise<void> {
  let logged = false;
  return new Promise((resolve) => {
    const attempt = () => {
      work().then(
        () => resolve(),
        (error: unknown) => {
          if (!logged) {
            console.warn(`${label} failed; retrying every ${delayMs / 1000} s:`, String(error));
            logged = true;
          }
          setTimeout(attempt, delayMs).unref();
        },
      );
    };
    attempt();
  });
}
