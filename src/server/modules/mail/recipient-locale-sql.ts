// The language of a person's emails in SQL, for the jobs and batches that pick recipients in the
// database (emails.ts recipientLocale is the same rule in code): their `locale`, else English.
// The users table has the column from migration 0011; before it, everyone reads English.
import { sql, type SQL } from 'drizzle-orm';
import { defaultLocale, locales } from '../../../i18n/locales';
import { users } from '../../db/schema/index';

/** `column`: the users row's locale column as written in the query (e.g. sql`o.locale`). */
export function recipientLocaleSql(column: SQL): SQL<string> {
  if (!('locale' in users)) return sql<string>`${defaultLocale}::text`;
  const ours = sql.join(
    locales.map((locale) => sql`${locale}::text`),
    sql`, `,
  );
  return sql<string>`(case when ${column} in (${ours}) then ${column} else ${defaultLocale}::text end)`;
}
