import "server-only";
import { retryUntilDone } from "../db/retry-until-done";
import { LISTED_CAPABILITIES } from "./capabilities";
import { jobQueues, serverDeps, serviceOf } from "./server";

/**
 * At start-up, when jobs run in this process only (SQLite): every capability settles what a
 * killed process left (resumes it, or marks it interrupted), each retried until it is done
 * (a disk too full to write). On a PostgreSQL queue workers may be running those jobs right
 * now, and pg-boss itself hands a dead worker's job to another: nothing to do.
 */
export function resumeUnfinished(startedAt: Date): void {
  if (!jobQueues().runInProcess()) return;
  for (const capability of LISTED_CAPABILITIES) {
    const resume = capability.resumeUnfinished?.bind(capability);
    if (resume === undefined) continue;
    const label = `Settling the ${capability.id} jobs left unfinished by an earlier run`;
    void retryUntilDone(label, async () => {
      const said = await resume({
        service: () => serviceOf(capability),
        deps: serverDeps(),
        startedAt,
      });
      if (said !== null) console.log(said);
    });
  }
}
