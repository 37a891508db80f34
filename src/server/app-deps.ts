// What every module's routes and the workers are given (buildApp in app.ts makes it): apart from
// app.ts, so a module that takes it does not import the file that imports every module.
import type { Database } from './db/client';
import type { Env } from './env';
import type { Mailer } from './modules/mail/mailer';

export type AppDeps = {
  env: Env;
  database: Database;
  mailer: Mailer;
  /** Directory of the built SPA; static serving is skipped when it does not exist. */
  webRoot: string;
  /**
   * The server's clock for what a test must control: time on task and the Code Lab's runs and
   * solves (docs/decisions/270-time-on-task.md). Everything else reads `new Date()`.
   */
  now: () => Date;
};
