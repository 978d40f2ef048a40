// The README's pictures of the live page, made again by `npm run screenshots` in headless Chromium: every problem of
// the root judged, each with its accepted solution but the first problem with a wrong solution that must get WA,
// which is judged with that one. Each picture is of what a user does first: go to the failure and step its line of
// play, try an input (a sample's), play an interactive problem's first test by hand until a move loses something.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { listProblemIds, loadProblem, loadSuite, wrongFiles } from '../../judge/registry/index.ts';
import { startUi, type Target } from '../../judge/page/index.ts';
import { expectedVerdicts, testdataEngines } from '../testdata/index.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Games tried by hand, each down another path of choices, until one where a move throws a result away. */
const GAMES_TRIED = 16;

interface Scenario {
  targets: Target[];
  /** Indices in targets: the one judged with a wrong solution, one to try an input on, an interactive one. */
  failing: number;
  tried: { at: number; input: string } | null;
  played: { at: number; input: string } | null;
}

async function scenario(root: string): Promise<Scenario> {
  const ids = listProblemIds(root);
  const problems = await Promise.all(ids.map((id) => loadProblem(root, id)));
  const firstInput = (id: string) => {
    const [test] = loadSuite(root, id).tests;
    return test ? readFileSync(test.input, 'utf8') : null;
  };
  const wrong = ids.map((id) => wrongFiles(root, id).find((file) => expectedVerdicts(file).includes('WA')));
  const failing = Math.max(
    0,
    wrong.findIndex((file, k) => file !== undefined && !problems[k].interaction),
  );
  const targets = ids.map((problem, k) => (k === failing && wrong[k] ? { problem, solution: wrong[k] } : { problem }));
  const pick = (interactive: boolean) => {
    const at = problems.findIndex((p, k) => k !== failing && !!p.interaction === interactive && firstInput(p.id));
    return at < 0 ? null : { at, input: firstInput(ids[at])! };
  };
  return { targets, failing, tried: pick(false), played: pick(true) };
}

/** Plays games on the input until the jury says a move threw a result away: each game down other choices. */
async function playUntilALoss(section: Locator, input: string): Promise<void> {
  for (let game = 0; game < GAMES_TRIED; game++) {
    await section.locator('textarea.play-input').fill(input);
    await section.locator('button.play-start').click();
    for (let turn = 0; turn < 64; turn++) {
      const verdict = section.locator('.play-verdict');
      const choices = section.locator('.hand-play circle.choice, .hand-play .cells span.choice');
      await verdict.or(choices.first()).waitFor({ timeout: 60_000 });
      if ((await verdict.count()) > 0) break;
      const count = await choices.count();
      const moves = await section.locator('.played-moves li').count();
      await choices.nth(((game >> turn) & 1) % count).click();
      await section.locator('.played-moves li').nth(moves).waitFor({ timeout: 60_000 });
    }
    if ((await section.locator('.play-verdict.WA').count()) > 0) return;
  }
}

export async function takeScreenshots(root: string, outDir: string, log: (line: string) => void): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const plan = await scenario(root);
  const ui = await startUi(root, plan.targets, testdataEngines);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const written: string[] = [];
  const shoot = async (page: Page, name: string, part?: Locator) => {
    const file = join(outDir, name);
    await (part ?? page).screenshot({ path: file });
    written.push(file);
    log(`wrote ${file}\n`);
  };
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
    await page.goto(ui.url);
    await page.locator('#overall', { hasText: /^(all|not all)/ }).waitFor({ timeout: 600_000 });
    const section = (at: number) => page.locator('section.problem').nth(at);
    // The failure, from the sidebar: its panel, the line of play three moves in.
    await page.locator('.problem-list li a').nth(plan.failing).click();
    const failing = section(plan.failing);
    await failing.locator('.panel .test-view').waitFor();
    for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowRight');
    await failing.evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await shoot(page, 'page.png');
    if (plan.tried) {
      const tried = section(plan.tried.at);
      await tried.locator('details.add-test summary').click();
      await tried.locator('textarea.new-input').fill(plan.tried.input);
      await tried.locator('button.run-input').click();
      await tried.locator('.try-result').waitFor({ timeout: 120_000 });
      await shoot(page, 'try-input.png', tried.locator('details.add-test'));
    }
    if (plan.played) {
      const played = section(plan.played.at);
      await played.locator('details.play summary').click();
      await playUntilALoss(played, plan.played.input);
      await shoot(page, 'hand-play.png', played.locator('details.play'));
    }
    return written;
  } finally {
    await browser.close();
    await ui.close();
  }
}
