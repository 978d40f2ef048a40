// A headless Chromium for the page tests (Debian's chromium, driven by playwright-core), or null where there is
// none: those tests then say they were skipped.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser | null> {
  if (!existsSync(CHROMIUM)) {
    process.stdout.write(
      `\n  (page tests skipped: no browser at ${CHROMIUM}; apt-get install chromium, or set CHROMIUM_PATH)\n`,
    );
    return null;
  }
  // The flags keep a sandboxed machine's Chromium from reaching for the network at start-up.
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
