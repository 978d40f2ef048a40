// A headless Chromium for the page tests (Debian's chromium, driven by playwright-core), or null where there is
// none: those tests then say they were skipped. One browser serves every suite of a process (pagesFor), each test
// in a context of its own.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { Test } from 'uvu';
import { skip } from './skip.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Said for each page test that cannot run. uvu has no skip of its own (it counts the test passed): a lane of
 * `npm test` counts the test that says so as skipped (skip.ts).
 */
const skipped = () => skip('page test', `no browser at ${CHROMIUM}; apt-get install chromium, or set CHROMIUM_PATH`);

function launch(): Promise<Browser> {
  // The first flags keep a sandboxed machine's Chromium from reaching for the network at start-up. The last four
  // keep it to fewer processes (the GPU's work in the browser's, one renderer for every page, which the tests open
  // one at a time): the page file took 11.7-12.2 s of CPU with them, 12.9 s without (2026-12-05).
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--in-process-gpu',
      '--disable-site-isolation-trials',
      '--disable-features=site-per-process,Translate,OptimizationHints,MediaRouter',
      '--renderer-process-limit=1',
    ],
  });
}

/**
 * A lane of `npm test` (test/run-lane.cjs) runs file after file in one process and ends it with process.exit, at
 * which Playwright kills the browsers it started: there the one browser is kept for the lane's next page test. Run
 * otherwise (`npx uvu` on a file), the process ends only once the browser is closed, after the last suite using it.
 */
const KEPT_FOR_THE_PROCESS = basename(process.argv[1] ?? '') === 'run-lane.cjs';

/** The process's browser (null where there is none), started by the first suite that needs it. */
let shared: Promise<Browser | null> | null = null;
/** How many suites are using it now. */
let users = 0;

function sharedBrowser(): Promise<Browser | null> {
  if (shared) return shared;
  const started: Promise<Browser | null> = existsSync(CHROMIUM) ? launch() : Promise.resolve(null);
  shared = started;
  // A browser that failed to start, crashed or was closed is started afresh by the next suite.
  const forget = () => {
    if (shared === started) shared = null;
  };
  started.then((browser) => browser?.on('disconnected', forget), forget);
  return started;
}

export interface Pages {
  /**
   * A page opened on about:blank, null (said so) where there is no browser. A suite's tests that ask with the same
   * options share one context and page, handed to each test afresh (its listeners gone, on about:blank): a new
   * context costs Chromium about 300 ms of CPU. A second page in the same test gets a context of its own.
   */
  open(options?: BrowserContextOptions): Promise<Page | null>;
}

/**
 * Pages for a suite's tests from the process's one browser: started (in the background) before the suite, the
 * suite's contexts closed after it, and the browser closed after the suite unless another suite or file takes it up.
 */
export function pagesFor(tests: Test): Pages {
  /** One context and page by options, for the suite's tests in turn. */
  const kept = new Map<string, { context: BrowserContext; page: Page }>();
  /** The pages handed out in the current test, and the contexts made for it alone. */
  const lent = new Set<Page>();
  const ownContexts: BrowserContext[] = [];
  let using = false;
  tests.before(() => {
    using = true;
    users++;
    void sharedBrowser(); // started while the suite's own set-up runs; a failure to start is open()'s to report
  });
  tests.after.each(async () => {
    lent.clear();
    await Promise.all(ownContexts.splice(0).map((context) => context.close()));
  });
  tests.after(async () => {
    await Promise.all([...kept.values()].map(({ context }) => context.close().catch(() => {})));
    kept.clear();
    if (!using) return; // an earlier hook failed before this suite took the browser up
    using = false;
    users--;
    if (KEPT_FOR_THE_PROCESS) return;
    // The file's next suite, if it has one, takes the browser up before this runs (uvu starts it in the same turn).
    setImmediate(() => {
      if (users > 0 || !shared) return;
      const closing = shared;
      shared = null;
      void closing.then((browser) => browser?.close()).catch(() => {});
    });
  });
  return {
    async open(options) {
      const browser = await sharedBrowser();
      if (!browser) {
        skipped();
        return null;
      }
      const key = JSON.stringify(options ?? {});
      const reused = kept.get(key);
      if (reused && !lent.has(reused.page) && !reused.page.isClosed()) {
        for (const event of ['pageerror', 'console', 'dialog'] as const) reused.page.removeAllListeners(event);
        await reused.page.goto('about:blank');
        lent.add(reused.page);
        return reused.page;
      }
      const context = await browser.newContext(options);
      const page = await context.newPage();
      if (reused && !reused.page.isClosed()) ownContexts.push(context);
      else {
        void reused?.context.close().catch(() => {}); // a test closed its page: a fresh one from now on
        kept.set(key, { context, page });
      }
      lent.add(page);
      return page;
    },
  };
}
