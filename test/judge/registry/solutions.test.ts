import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { acceptedFile, loadPlay, loadSolve, submissionFiles, wrongFiles } from '../../../judge/registry/solutions.ts';

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

const folders = suite('folder programs');
folders(
  'a folder program’s main file is named after its folder; a header of that name beside it is not a program',
  () => {
    const root = mkdtempSync(join(tmpdir(), 'registry-folders-'));
    try {
      // TPS's way: the solution compiled as <task>.cpp beside the grader's <task>.h.
      mkdirSync(join(root, 'solutions/pairsum'), { recursive: true });
      for (const name of ['pairsum.cpp', 'pairsum.h', 'grader.cpp'])
        writeFileSync(join(root, 'solutions/pairsum', name), '');
      assert.is(acceptedFile(root, 'pairsum'), join(root, 'solutions/pairsum/pairsum.cpp'));
      const gallery = join(root, 'solutions/submissions/pairsum/wrong_answer/pairsum');
      mkdirSync(gallery, { recursive: true });
      for (const name of ['pairsum.h', 'pairsum.cpp']) writeFileSync(join(gallery, name), '');
      mkdirSync(join(gallery, '..', 'only-header'));
      writeFileSync(join(gallery, '..', 'only-header', 'only-header.h'), '');
      assert.equal(
        submissionFiles(root, 'pairsum').map((s) => s.path),
        ['wrong_answer/pairsum'],
      );
      assert.is(submissionFiles(root, 'pairsum')[0].file, join(gallery, 'pairsum.cpp'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);
folders.run();

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
