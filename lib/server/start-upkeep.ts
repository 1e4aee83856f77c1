import "server-only";
import { LISTED_CAPABILITIES } from "./capabilities";
import { serverDeps } from "./server";

/** At start-up of every web server: each capability's background upkeep of the store. */
export function startUpkeep(startedAt: Date): void {
  for (const capability of LISTED_CAPABILITIES)
    capability.startUpkeep?.({ deps: serverDeps(), startedAt });
}
