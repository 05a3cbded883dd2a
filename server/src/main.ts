import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Starts Keelson: reads the configuration, builds the app, listens, and stops cleanly on a signal. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, {
    logger: { level: process.env.NODE_ENV === 'test' ? 'warn' : 'info' },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Keelson is serving ${config.publicUrl} on the ${app.databaseKind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}`,
  );
}

main().catch((error: unknown) => {
  console.error('Keelson could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
