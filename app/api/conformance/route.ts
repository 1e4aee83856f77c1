import { readVersionsMatrix } from "@/lib/conformance/read-matrix";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** The versions matrix the conformance lab measured (`npm run conformance`), as committed. */
export const GET = handleRoute(async () => Response.json(readVersionsMatrix()));
