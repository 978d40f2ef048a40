// A headless Chromium for the page tests (Debian's chromium, driven by playwright-core), or null where there is
// none: those tests then say they were skipped. Under `npm test` one browser serves every page test: the runner
// starts it (test/run.mjs) and names it in KIT_TEST_BROWSER; a test file run alone starts its own.
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * How the browser is started (browser.json, read by the runner too): the flags keep a sandboxed machine's Chromium
 * from reaching for the network at start-up.
 */
const OPTIONS = JSON.parse(readFileSync(new URL('./browser.json', import.meta.url), 'utf8')) as {
  executablePath: string;
  args: string[];
};
export const CHROMIUM = process.env.CHROMIUM_PATH ?? OPTIONS.executablePath;

/** A browser to use and close: the shared one (closing it ends only this connection), else one of its own. */
export async function launchBrowser(): Promise<Browser | null> {
  const shared = process.env.KIT_TEST_BROWSER;
  if (shared) return chromium.connect(shared);
  if (!existsSync(CHROMIUM)) {
    process.stdout.write(
      `\n  (page tests skipped: no browser at ${CHROMIUM}; apt-get install chromium, or set CHROMIUM_PATH)\n`,
    );
    return null;
  }
  return chromium.launch({ executablePath: CHROMIUM, args: OPTIONS.args });
}
