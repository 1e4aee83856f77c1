import { AppError } from "../errors";

/** The 404 of the sweep routes: one wording. */
export function sweepNotFound(id: string): AppError {
  return new AppError("not_found", `No sweep with id "${id}".`);
}
