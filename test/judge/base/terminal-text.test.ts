// A program's text made fit for a terminal: every control character shown as an escape but tab and line feed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { terminalSafe } from '../../../judge/base/index.ts';

test('ESC, CR, BEL, NUL, DEL and the C1 controls are shown escaped; tab and line feed are kept', () => {
  assert.is(
    terminalSafe('\x1b[2J\x1b[Hall tests AC\r\x07\x00\x7f\u009b2J\u0085'),
    '\\x1b[2J\\x1b[Hall tests AC\\r\\x07\\x00\\x7f\\x9b2J\\x85',
  );
  assert.is(terminalSafe('a\tb\nc'), 'a\tb\nc');
});

test('text beyond ASCII is kept as it is', () => {
  assert.is(terminalSafe('héllo → 猫 🐭 \u00a0'), 'héllo → 猫 🐭 \u00a0');
});

test.run();
