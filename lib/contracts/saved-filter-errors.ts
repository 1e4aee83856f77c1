import { AppError } from "../errors";

/** The saved-filter routes' expected failures, in one wording. */
export function savedFilterError(
  reason: "duplicate-name" | "not-found",
  detail: { id?: string; name?: string },
): AppError {
  if (reason === "duplicate-name")
    return new AppError("conflict", `A saved filter named "${detail.name}" already exists.`);
  return new AppError("not_found", `No saved filter with id "${detail.id}".`);
}
