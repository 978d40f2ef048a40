// Text from outside that tries to become code where a generator writes it into a source file: each line terminator
// (each ends a `//` comment), comment and string ends, template pieces, control characters, lone surrogates, and
// planted statements that mark globalThis.__pwned when they run. Shared by the serializer's test and the generators'.

/** The statement each planted string tries to run: harmless, and seen afterwards. */
export const PLANTED = 'globalThis.__pwned = 1;';

/** Whether anything planted ran (in this process, or in the context given). */
export const pwned = (scope: object = globalThis) => (scope as { __pwned?: unknown }).__pwned !== undefined;

export const HOSTILE_STRINGS: string[] = [
  ...['\n', '\r', '\r\n', '\u2028', '\u2029'].map((end) => `A. Sum${end}${PLANTED}//`),
  `*/ ${PLANTED} /*`,
  `/* ${PLANTED} */`,
  `\` + ${PLANTED} + \``,
  `\${process.exit(7)}`,
  `'); ${PLANTED} process.exit(7);//`,
  `"); ${PLANTED} process.exit(7);//`,
  `\\'); ${PLANTED}//`,
  'back\\slash\\',
  '\\u2028 is not a line end here, \\n neither',
  `</script><script>${PLANTED}</script><!-- -->`,
  `nul\u0000and${Array.from({ length: 32 }, (_, c) => String.fromCharCode(c)).join('')}\u007f`,
  'lone \ud800 high, lone \udfff low, pair \ud83d\ude00',
  '\ufeffbom, \u202eoverride\u202c, zero\u200bwidth',
  '猫とネズミ: a name in letters of any script',
  '',
  `${'x'.repeat(100_000)}\n${PLANTED}`,
];

/** The file that a program planted by PLANTING_FILE_NAME makes in its working folder when it runs. */
export const PLANTED_FILE = 'kit-planted';

/**
 * A file name (any character a file system takes: no slash, no NUL) that, written into a C++ `//` comment and into
 * `#include "<name>.testlib.h"`, as the Kattis export once wrote a testlib program's name, ends both and plants a
 * main that makes PLANTED_FILE: a line end ends the comment, a guard lets the planted code in once however often the
 * name is written, and a macro continued by the last backslash swallows what the generator writes after the name.
 */
export const PLANTING_FILE_NAME = [
  'testlib.h"',
  '#ifndef KIT_PLANTED',
  '#define KIT_PLANTED',
  '#include <cstdio>',
  `int main() { std::fclose(std::fopen("${PLANTED_FILE}", "w")); }`,
  '#endif',
  '#undef KIT_TAIL',
  '#define KIT_TAIL \\',
].join('\n');
