import { sql, type SQL } from 'drizzle-orm';

// A statement built from parts in several files (the day change: docs/architecture.md#mark-a-day)
// names its common table expressions through Step values, never by writing the name into SQL
// text: a part reads another's result as `${step}`, so a renamed or missing step is a type error,
// not a failure at run time (docs/decisions/038-typed-statement-steps.md).

/** One named step (common table expression) of a statement; as SQL, its name. */
export type Step<Name extends string = string> = SQL & {
  readonly name: Name;
  /** `name as (body)` (`as materialized`: computed once, before the steps that read it). */
  as(body: SQL, options?: { materialized?: boolean }): SQL;
};

export function step<Name extends string>(name: Name): Step<Name> {
  const ref = sql.identifier(name);
  // An SQL chunk itself (a wrapper would be put in parentheses, as a subquery).
  return Object.assign(sql`${ref}`, {
    name,
    as: (body: SQL, options?: { materialized?: boolean }) =>
      options?.materialized ? sql`${ref} as materialized (${body})` : sql`${ref} as (${body})`,
  });
}
