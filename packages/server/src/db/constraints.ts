// Recognises constraint violations on either database, so a route can answer 409 instead of 500.

const text = (error: unknown) =>
  error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : '';

/** SQLite says "UNIQUE constraint failed"; PostgreSQL answers code 23505. */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE|unique|23505/.test(text(error));
}

/** SQLite says "FOREIGN KEY constraint failed"; PostgreSQL answers code 23503. */
export function isForeignKeyViolation(error: unknown): boolean {
  return /FOREIGN KEY|foreign key|23503/.test(text(error));
}
