/** PostgreSQL's unique_violation, wherever the driver or Drizzle put it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return hasErrorCode(error, "23505");
}

/**
 * PostgreSQL's foreign_key_violation: a row names one that is gone, or a deleted row is still named (an image in use).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasErrorCode(error, "23503");
}

function hasErrorCode(error: unknown, code: string): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === code) return true;
  }
  return false;
}
