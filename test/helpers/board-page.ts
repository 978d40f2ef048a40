// The contest's ranking page (npm run contest --html) as a test reads it in Chromium: opened from file:// with every
// other request refused and counted, its table's texts and links, a cell opened by the keyboard, and the tests an
// opened cell shows (key to verdict, a compile error's lines).
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';

/** The page opened from file:// with every request but the file's refused and counted, and its errors and dialogs kept. */
export async function openPage(page: Page, file: string): Promise<{ errors: string[]; requests: string[] }> {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  const href = pathToFileURL(file).href;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === href) return route.continue();
    requests.push(url);
    return route.abort();
  });
  await page.goto(href);
  await page.waitForSelector('table.board');
  return { errors, requests };
}

/** The table as the page shows it: its head, and each row's cells' texts and whether each is a link. */
export async function tableOf(page: Page): Promise<{ head: string[]; rows: { text: string; link: boolean }[][] }> {
  return page.evaluate(() => ({
    head: [...document.querySelectorAll('table.board th')].map((th) => th.textContent ?? ''),
    rows: [...document.querySelectorAll('table.board tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => ({
        text: td.textContent ?? '',
        link: td.querySelector('a') !== null,
      })),
    ),
  }));
}

/** Each opened problem's tests, by the problem's id on the page: key to verdict; its compiler's lines where CE. */
export async function openedTests(
  page: Page,
): Promise<Record<string, { verdicts: Record<string, string>; ce?: string }>> {
  // Passed tests are collapsed behind a button, as on the judge's page: shown, so that every test is read. A click is
  // drawn a moment later: the rows are read once no button says "show" any more.
  const show = page.locator('#opened button.show-passed', { hasText: /^show / });
  for (const button of await show.all()) await button.click();
  await page.waitForFunction(
    () => ![...document.querySelectorAll('#opened button.show-passed')].some((b) => b.textContent?.startsWith('show ')),
  );
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#opened section.problem')].map((section) => [
        (section as HTMLElement).dataset.problem ?? '',
        {
          verdicts: Object.fromEntries(
            [...section.querySelectorAll('tr.test')].map((tr) => [
              (tr as HTMLElement).dataset.key ?? '',
              (tr as HTMLElement).dataset.verdict ?? '',
            ]),
          ),
          ...(section.querySelector('pre.compile-error')
            ? { ce: section.querySelector('pre.compile-error')?.textContent ?? '' }
            : {}),
        },
      ]),
    ),
  );
}

/** Opens the cell at (row, col) with the keyboard: focused, then Enter, as a reader without a mouse does. */
export async function openCell(page: Page, row: number, col: number): Promise<void> {
  await page.focus(`table.board tbody tr:nth-child(${row + 1}) td:nth-child(${col + 1}) a`);
  await page.keyboard.press('Enter');
  // The address changes at once, the report a moment later: until it is drawn, the last cell's report is still there.
  await page.waitForFunction(
    (cell) =>
      location.hash === `#cell-${cell}` && document.querySelector<HTMLElement>('#opened')?.dataset.cell === cell,
    `${row}-${col}`,
  );
}
