import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { wrongFiles } from '../../../judge/registry/solutions.ts';

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
