/**
 * The administrator the browser tests' server starts with: playwright.config.ts runs `create-admin` with these before
 * the server opens the database (one process at a time may hold it). Apart from accounts.ts, which reads the mailbox,
 * so that the config does not load it.
 */
export const administrator = { email: 'e2e-admin@example.com', password: 'mooring hawser bollard fairlead' };
