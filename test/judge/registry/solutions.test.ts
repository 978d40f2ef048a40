import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadPlay, loadSolve, wrongFiles } from '../../../judge/registry/solutions.ts';

const wrong = suite('wrongFiles');
wrong('lists the gallery sorted: files and links to files; not hidden files, folders or broken links', () => {
  const root = mkdtempSync(join(tmpdir(), 'registry-solutions-'));
  try {
    const gallery = join(root, 'solutions/wrong/p');
    mkdirSync(join(gallery, 'helpers'), { recursive: true });
    for (const name of ['b.ts', 'a.cpp', '.notes.ts']) writeFileSync(join(gallery, name), '');
    writeFileSync(join(root, 'elsewhere.py'), '');
    symlinkSync(join(root, 'elsewhere.py'), join(gallery, 'c.py'));
    symlinkSync(join(root, 'missing.ts'), join(gallery, 'd.ts'));
    assert.equal(
      wrongFiles(root, 'p').map((file) => file.slice(gallery.length + 1)),
      ['a.cpp', 'b.ts', 'c.py'],
    );
    assert.equal(wrongFiles(root, 'none'), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
wrong.run();

const foreign = suite("a package's solution, never run in the kit's process");
foreign(
  "an imported problem's accepted solution is refused by loadSolve and loadPlay, its code never run",
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'judge-foreign-'));
    try {
      const marker = join(root, 'ran');
      mkdirSync(join(root, 'solutions', 'submissions', 'echo', 'accepted'), { recursive: true });
      const planted = `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'ran');\n`;
      const file = join(root, 'solutions', 'echo.js');
      writeFileSync(file, `${planted}export function solve(input) { return input; }\nexport function play() {}\n`);
      for (const load of [loadSolve, loadPlay]) {
        const refused = await load(root, file).then(
          () => 'loaded',
          (error: Error) => error.message,
        );
        assert.match(refused, /^solutions\/echo\.js: a package's submission \(npm run import put it here/);
        assert.match(refused, /write your own solve\(\) as solutions\/echo\.ts/);
      }
      assert.not.ok(existsSync(marker), 'nothing of it ran');
      // The kit's own problem (no package gallery beside it) loads as before.
      rmSync(join(root, 'solutions', 'submissions'), { recursive: true });
      const own = join(root, 'solutions', 'own.js');
      writeFileSync(own, 'export function solve(input) { return input; }\n');
      assert.is((await loadSolve(root, own))('7'), '7');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);
foreign.run();
