import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the browser tests leave their screenshots for a person to look at: E2E_SCREENSHOTS, else a scratch folder. */
const scratch = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), 'keelson-screenshots');
const docs = fileURLToPath(new URL('../../docs/', import.meta.url));

/** The path of a screenshot in the scratch folder, never in the repository's tracked files. */
export function screenshotPath(name: string): string {
  mkdirSync(scratch, { recursive: true });
  return join(scratch, name);
}

/**
 * The path of one of the README's pictures: docs/<name> when `npm run pictures` runs the specs that draw them
 * (README_PICTURES=1), else the scratch folder like any other screenshot.
 */
export function readmePicturePath(name: string): string {
  return process.env.README_PICTURES === '1' ? join(docs, name) : screenshotPath(name);
}
