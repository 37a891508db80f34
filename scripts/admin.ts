// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>` (docs/product.md#admin): makes an
// account an admin, or a learner again, in the database the environment names (DATA_DIR or
// DATABASE_URL, as the server uses them).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizeEmail } from '../src/domain/api/account-schemas';
import { openDatabase, type Database } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';
import { EnvError, parseEnv } from '../src/server/env';
import { userRepository } from '../src/server/modules/auth/repository';

const USAGE = `Usage:
  npm run admin -- grant <email>    make the account with this email an admin
  npm run admin -- revoke <email>   make that account a learner again`;

async function run(args: string[]): Promise<number> {
  const [command, rawEmail, ...extra] = args;
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const email = normalizeEmail(rawEmail);
  const env = parseEnv();

  if (!env.DATABASE_URL && !existsSync(path.join(path.resolve(env.DATA_DIR), 'pglite'))) {
    console.error(
      `No database found in DATA_DIR (${path.resolve(env.DATA_DIR)}). Start the server once (npm start), ` +
        'or set DATA_DIR or DATABASE_URL to the database the server uses.',
    );
    return 1;
  }

  let database: Database;
  try {
    database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      console.error(
        'The built-in database can be opened by one program at a time. Stop the server, run this command, ' +
          'then start the server again.',
      );
      return 1;
    }
    throw error;
  }

  try {
    const users = userRepository(database.db);
    const user = await users.findByEmail(email);
    if (!user) {
      console.error(
        `No account uses the email ${email}. Check the spelling, or sign up with it first.`,
      );
      return 1;
    }
    const role = command === 'grant' ? 'admin' : 'learner';
    if (user.role === role && (role === 'learner' || user.adminGrantedBy === 'operator')) {
      console.log(
        `${email} is already ${role === 'admin' ? 'an admin' : 'a learner (not an admin)'}. Nothing changed.`,
      );
    } else {
      await users.setRole(user.id, role);
      console.log(
        role === 'admin'
          ? `Done: ${email} is now an admin. The admin pages work for them at once (a sign-in older than 12 hours must sign in again).`
          : `Done: ${email} is no longer an admin; the account is a learner again.`,
      );
    }
    if (role === 'learner' && env.ADMIN_EMAILS.includes(email)) {
      console.warn(
        user.emailConfirmedAt
          ? `Note: ${email} is listed in ADMIN_EMAILS and its owner confirmed it, so it becomes an admin again at its next sign-in. Remove it there too.`
          : `Note: ${email} is listed in ADMIN_EMAILS, so it becomes an admin again once its owner confirms the address. Remove it there too.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(
      error instanceof EnvError ? error.message : `The admin command failed: ${String(error)}`,
    );
    process.exit(1);
  });
