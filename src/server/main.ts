import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { EnvError, parseEnv } from './env';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';

// A full collection once the heap has grown by half what it kept, not by up to four times: a page
// rendered for someone signed in leaves large strings behind that only a full collection frees
// (docs/decisions/403-the-server-heap-grows-by-half.md).
setFlagsFromString('--heap-growing-percent=50');

// Listen + graceful shutdown only (docs/product.md#start-and-shutdown). Everything else lives in buildApp().
async function main(): Promise<void> {
  const env = parseEnv();
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  const app = await buildApp({ env, database, startWorkers: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 9_500);
    force.unref();
    // Connections whose last request finishes after close() began would otherwise stay open
    // for the keep-alive timeout; close each one as soon as it goes idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    try {
      await app.close();
      clearInterval(sweep);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  app.log.info(`Ada's Code Adventures is ready at http://${shown}:${(app.server.address() as { port: number }).port} (${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Could not start the server:', error);
  }
  process.exit(1);
});
