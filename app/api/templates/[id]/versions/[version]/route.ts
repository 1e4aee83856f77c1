import { versionParamSchema } from "@/lib/contracts/prompt-templates";
import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** One version of a template with its prompt. */
export const GET = handleRoute(
  async (_request: Request, { params }: { params: Promise<{ id: string; version: string }> }) => {
    const { id, version } = await params;
    const parsed = versionParamSchema.safeParse(version);
    if (!parsed.success)
      throw new AppError("not_found", `Prompt template "${id}" has no version "${version}".`);
    return Response.json(await services().templates.getVersion(id, parsed.data));
  },
);
