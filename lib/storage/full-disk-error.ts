import { AppError, isOutOfSpace } from "../errors";
import { describeFullDisk } from "./disk-space";

/**
 * A driver's full-disk error (SQLITE_FULL, ENOSPC, PostgreSQL's 53100) as the 507 people read,
 * with the disk's figures; any other error as it is. Applied where a failure is answered (a
 * route, an upload's outcome): the message reads the disk, which lib/errors does not.
 */
export function toFullDiskError(error: unknown): unknown {
  if (!isOutOfSpace(error)) return error;
  const message = describeFullDisk();
  console.warn(message);
  return new AppError("insufficient_storage", message);
}
