/**
 * How every browser of the project starts: Debian's Chromium (never a downloaded one), with the options of the
 * machine's rules. The browser tests (playwright.config.ts) and the benches (bench/bench-server.ts) share them.
 */
export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
