import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";

// Unknown API paths answer JSON, not the HTML 404 page.
const notFound = handleRoute(async (request: Request) => {
  throw new AppError(
    "not_found",
    `No API route ${request.method} ${new URL(request.url).pathname}.`,
  );
});

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
