/**
 * Whether a Prisma error is a unique-key violation (P2002, on SQLite and PostgreSQL alike):
 * the row is there already. By its code, not its class: the client may be another bundle's.
 */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002"
  );
}
