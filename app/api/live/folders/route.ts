import { readJsonBody } from "@/lib/http/read-json-body";
import { AppError } from "@/lib/errors";
import { addFolderSchema } from "@/lib/contracts/live-folders";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");

/** The folders followed live for the caller's workspace: `WATCH=`'s, then those added here. */
export const GET = handleRoute(async () => {
  return Response.json({ folders: await services().watch.listFolders() });
});

/**
 * Follows a folder of the server's disk (`{ "path": "~/.claude/projects" }`): it must exist and
 * be readable by the server; 403 on a team server, whose folders its operator sets (WATCH=).
 */
export const POST = handleRoute(async (request: Request) => {
  const { path } = addFolderSchema.parse(await readJsonBody(request));
  const { watch } = services();
  const added = await watch.addFolder(path);
  if (!added.ok) {
    throw new AppError(added.code === "forbidden" ? "forbidden" : "invalid_request", added.reason);
  }
  return Response.json({ folders: await watch.listFolders() }, { status: 201 });
});
