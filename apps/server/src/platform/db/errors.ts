/**
 * PostgreSQL's unique_violation, optionally of one named constraint. Two requests racing for one name both pass a
 * pre-check; the unique index stops one, and this tells the caller to answer with a conflict rather than a 500.
 * drizzle wraps the driver's error, so the code may sit on the error or on its cause.
 */
export const isUniqueViolation = (err: unknown, constraint?: string): boolean => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && (!constraint || name === constraint);
};
