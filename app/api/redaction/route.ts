import { redactionSettingsBodySchema } from "@/lib/contracts/redaction-settings";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");

/** Whether this workspace's text is redacted now and why, with its switch and extra patterns. */
export const GET = handleRoute(async () => {
  return Response.json(await services().redaction.getSettings());
});

/**
 * Saves `{ enabled, patterns }`: the switch the open embedded mode follows and the extra
 * patterns every mode applies; 422 names a pattern that does not compile or could hang.
 */
export const PUT = handleRoute(async (request: Request) => {
  const body = redactionSettingsBodySchema.parse(await readJsonBody(request));
  return Response.json(await services().redaction.saveSettings(body));
});
