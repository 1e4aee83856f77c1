import "server-only";
import { LISTED_CAPABILITIES, type CAPABILITIES } from "./capabilities";
import { serviceOf } from "./server";

/** Each listed capability's service by its id: `services().sweeps`. */
export type Services = {
  [C in (typeof CAPABILITIES)[number] as C["id"]]: ReturnType<C["create"]>;
};

const SERVICES = {} as Services;
for (const capability of LISTED_CAPABILITIES)
  Object.defineProperty(SERVICES, capability.id, {
    get: () => serviceOf(capability),
    enumerable: true,
  });

/**
 * The process's services, each made on first use (routes, pages and scripts call them, never
 * lib/db). @example const sweeps = await services().sweeps.list();
 */
export function services(): Services {
  return SERVICES;
}
