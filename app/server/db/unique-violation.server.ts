/** PostgreSQL's unique_violation, wherever the driver or Drizzle put it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
