import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { combineFigures, larger, measuringParent, parseReport } from '../../../judge/sandbox/measure.ts';
import { NO_PARENT, skip } from '../../helpers/skip.ts';

const report = suite('what the measuring parent and the probe report');
report('Linux reports peak RSS in KiB, macOS in bytes: both are read as KiB', () => {
  assert.equal(parseReport('pid 41\nended 1234567\nswept\nusage 10240 KiB 1500 500\n'), {
    pid: 41,
    usage: { peakRssKb: 10240, cpuMs: 2 },
    swept: true,
    endedUs: 1234567,
    overFiles: false,
  });
  assert.equal(parseReport('pid 41\nusage 10485760 B 1500 500\n'), {
    pid: 41,
    usage: { peakRssKb: 10240, cpuMs: 2 },
    swept: false,
    endedUs: null,
    overFiles: false,
  });
});
report('a run that never reported has no figures, not zeros', () => {
  assert.equal(parseReport(''), { pid: null, usage: null, swept: false, endedUs: null, overFiles: false });
  assert.equal(parseReport('pid 7\n'), { pid: 7, usage: null, swept: false, endedUs: null, overFiles: false });
  assert.equal(
    parseReport('pid 7\nusage 12'),
    { pid: 7, usage: null, swept: false, endedUs: null, overFiles: false },
    'a line cut short counts for nothing',
  );
});
report('files past the limit are reported by the "over files" line alone', () => {
  assert.is(parseReport('pid 7\nover files\nended 5\n').overFiles, true);
  assert.is(parseReport('pid 7\nover memory\nended 5\n').overFiles, false);
});
report("the parent's own line, written last, wins over any the program wrote", () => {
  assert.equal(parseReport('pid 7\nusage 1 KiB 0 0\nusage 2048 KiB 3000 0\n').usage, { peakRssKb: 2048, cpuMs: 3 });
});
report('figures combine where they were measured; unmeasured stays null', () => {
  assert.is(larger(null, null), null);
  assert.is(larger(5, null), 5);
  assert.is(larger(null, 5), 5);
  assert.is(larger(3, 5), 5);
  assert.equal(
    combineFigures(
      { pid: null, usage: null, swept: false, endedUs: null, overFiles: false },
      { cpuMs: null, peakRssKb: null },
    ),
    {
      cpuMs: null,
      peakRssKb: null,
    },
  );
  assert.equal(
    combineFigures(
      { pid: 1, usage: { cpuMs: 12, peakRssKb: 900 }, swept: true, endedUs: null, overFiles: false },
      { cpuMs: 20, peakRssKb: null },
    ),
    {
      cpuMs: 20,
      peakRssKb: 900,
    },
  );
});
report.run();

const orphans = suite('the measuring parent dies with the judge');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};
for (const options of [[], ['-N']]) {
  orphans(`a judge killed outright takes its run with it (${options.join(' ') || 'no namespaces'})`, async () => {
    if (process.platform !== 'linux')
      return skip('measuring parent', 'not Linux; a judge killed outright is tested there');
    const parent = measuringParent();
    if (parent === null) return skip('measuring parent', NO_PARENT);
    // The "judge": a shell that starts the measuring parent on a long sleep, then is killed with SIGKILL.
    const judge = spawn('sh', ['-c', `"$0" 0 0 0 ${options.join(' ')} -- sleep 60 & echo $!; wait`, parent], {
      stdio: ['ignore', 'pipe', 'ignore', 'pipe'],
    });
    const measure = Number((await once(judge.stdout!, 'data'))[0].toString().trim());
    let program = 0;
    for (let tries = 0; tries < 200 && program === 0; tries++) {
      await new Promise((done) => setTimeout(done, 10));
      program = Number(execSync(`pgrep -f -n '^sleep 60$' || true`, { encoding: 'utf8' }).trim() || 0);
    }
    assert.ok(program > 0 && alive(measure), 'the run started');
    judge.kill('SIGKILL');
    for (let tries = 0; tries < 200 && (alive(measure) || alive(program)); tries++)
      await new Promise((done) => setTimeout(done, 10));
    assert.equal([alive(measure), alive(program)], [false, false]);
  });
}
orphans.run();
