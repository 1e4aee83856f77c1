import { createVersionBodySchema } from "@/lib/contracts/prompt-templates";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

/** The template's next version: `{ prompt, note? }`; 409 for a read-only template. */
export const POST = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const body = createVersionBodySchema.parse(await readJsonBody(request));
    return Response.json(await services().templates.addVersion(id, body), { status: 201 });
  },
);
