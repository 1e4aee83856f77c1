import { createTemplateBodySchema } from "@/lib/contracts/prompt-templates";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");

/** Every prompt template, Claude Code's read-only default first. */
export const GET = handleRoute(async () =>
  Response.json({ templates: await services().templates.list() }),
);

/** A new editable template (version 1): `{ name, prompt, note? }`. */
export const POST = handleRoute(async (request: Request) => {
  const body = createTemplateBodySchema.parse(await readJsonBody(request));
  return Response.json(await services().templates.create(body), { status: 201 });
});
