import { is, Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Session = Db['_']['session'];
type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };
type Template = {
  getQuery(): Query;
  fields?: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
};

const templates = new Map<string, Template>();
const preparedBySession = new WeakMap<object, Map<string, unknown>>();

/**
 * A hot statement whose SQL is built once. Drizzle ties a prepared query to the session it was
 * built on (the pool, or one transaction), so inside transactions every call used to rebuild
 * the SQL: a third of the server's CPU on a game play (docs/decisions/075-server-hot-paths.md).
 * Here the first call builds the statement with `sql.placeholder` values; every call after that, on
 * any session, reuses its SQL text and result fields, and PostgreSQL runs it as the named prepared
 * statement `name`. `build` must give the same SQL for every call: values go in as placeholders
 * only.
 */
export function reusable<R>(
  db: Db | { _: { session: Session } },
  name: string,
  build: () => Executable<R> & { getQuery(): Query },
): Executable<R> {
  let template = templates.get(name);
  if (!template) {
    template = build() as unknown as Template;
    templates.set(name, template);
  }
  const session = db._.session as unknown as object & {
    prepareQuery(
      query: Query,
      fields: unknown,
      name: string,
      isResponseInArrayMode: boolean,
      customResultMapper?: unknown,
    ): Executable<R> & { joinsNotNullableMap?: unknown };
  };
  // One prepared query per session and name: on the pool's session (every statement outside a
  // transaction) it is made once, as `session_resolve` is, not per call.
  let bySession = preparedBySession.get(session);
  if (!bySession) preparedBySession.set(session, (bySession = new Map()));
  const known = bySession.get(name) as Executable<R> | undefined;
  if (known) return known;
  const prepared = session.prepareQuery(
    template.getQuery(),
    template.fields,
    name,
    template._isResponseInArrayMode,
    template.customResultMapper,
  );
  prepared.joinsNotNullableMap = template.joinsNotNullableMap;
  bySession.set(name, prepared);
  return prepared;
}

/**
 * `reusable` for a statement written in SQL (`sql` template with `sql.placeholder` values):
 * resolves to its rows as the driver gives them, keyed by column name. Timestamps come back
 * as text; select numbers and text, or convert.
 */
export function reusableSql<Row>(
  db: Db | { _: { session: Session } },
  name: string,
  build: () => SQL,
): { rows(values?: Record<string, unknown>): Promise<Row[]> } {
  const statement = reusable<{ rows: Row[] }>(db, name, () => {
    const query = oneParameterPerPlaceholder(new PgDialect().sqlToQuery(build()));
    const template = { getQuery: () => query, _isResponseInArrayMode: false };
    return template as unknown as Executable<{ rows: Row[] }> & { getQuery(): Query };
  });
  return { rows: async (values) => (await statement.execute(values)).rows };
}

/**
 * Drizzle gives every use of a placeholder its own parameter (a solve's user id went as $1, $8,
 * $14, $18 and $29: 30 values for 15 names), and each is serialized, sent and parsed on every
 * call. Here each name is one parameter, used wherever the statement names it. Every use must
 * cast it to the same type.
 */
function oneParameterPerPlaceholder(query: Query): Query {
  const numberOf = new Map<string, number>();
  const params: unknown[] = [];
  const renumbered = query.params.map((param) => {
    const name = is(param, Placeholder) ? param.name : undefined;
    const known = name === undefined ? undefined : numberOf.get(name);
    if (known !== undefined) return known;
    params.push(param);
    if (name !== undefined) numberOf.set(name, params.length);
    return params.length;
  });
  const sql = query.sql.replace(/\$(\d+)\b/g, (text, n: string) => {
    const number = renumbered[Number(n) - 1];
    if (number === undefined) throw new Error(`statement parameter ${text} has no value`);
    return `$${number}`;
  });
  return { ...query, sql, params };
}
