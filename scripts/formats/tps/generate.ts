// A TPS task's test inputs made as TPS's gen_util.sh makes them: for each test of gen/data, "manual FILE" copies
// gen/manual/FILE, "copy PATH" the file at PATH from gen/, and any other command runs gen/<command>.sh, .py or the
// program built from gen/<command>.cpp (the executable TPS's Makefile builds, gen/<command>.exe), in gen/, with the
// line's words as its arguments; then gen/input.header and gen/input.footer around it, and Windows line ends made
// Unix ones, as TPS's dos2unix does. Generators are the problem's own programs: trusted, run with the user's rights.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { atOnce } from '../../../judge/base/index.ts';
import { compileSourceAsync, languageOf, rememberedCompilesDir } from '../../../judge/build/index.ts';
import { runGenerator } from '../run-generator.ts';
import { GEN_DATA, type GenTest } from './gen-data.ts';

/** What making the inputs did: each test's file, the tests whose line ends were changed, and what failed, in gen/data's order. */
export interface MadeInputs {
  files: Map<string, string>;
  converted: string[];
  failures: string[];
}

/** A test's line, for messages: "gen/data:12 (gencode random 40)". */
export const lineOf = (test: GenTest) => `${GEN_DATA}:${test.line} (${test.text})`;

/**
 * Every test's input made in `scratch`, `jobs` at a time: the generators each built or checked once, run in a copy
 * of gen/ (TPS runs them in gen/ itself). A test that cannot be made is a line of `failures`.
 */
export async function makeInputs(
  pkg: string,
  tests: readonly GenTest[],
  scratch: string,
  jobs: number,
): Promise<MadeInputs> {
  const gen = join(pkg, 'gen');
  const work = join(scratch, 'gen');
  cpSync(gen, work, { recursive: true });
  const header = readIfThere(join(gen, 'input.header'));
  const footer = readIfThere(join(gen, 'input.footer'));
  const commands = new Map<string, Promise<string[] | string>>();
  const commandOf = (name: string) => {
    if (!commands.has(name)) commands.set(name, generatorCommand(pkg, name));
    return commands.get(name)!;
  };
  const files = new Map<string, string>();
  const converted: string[] = [];
  const failures: { line: number; said: string }[] = [];
  await atOnce(tests, jobs, async (test) => {
    const made = join(scratch, `${test.name}.in`);
    const [command, ...args] = test.words;
    const failed = (why: string) => {
      failures.push({ line: test.line, said: `${lineOf(test)}: test ${test.name}: ${why}` });
    };
    if (command === 'manual' || command === 'copy') {
      if (args.length !== 1) return failed(`${command} takes one file, got ${args.length}`);
      const from = resolve(gen, command === 'manual' ? join('manual', args[0]) : args[0]);
      if (relative(pkg, from).startsWith(`..${sep}`) || relative(pkg, from) === '..')
        return failed(`${args[0]} is outside the package`);
      if (!existsSync(from)) return failed(`${relative(pkg, from)} is not in the package`);
      cpSync(from, made);
    } else {
      const built = await commandOf(command);
      if (typeof built === 'string') return failed(built);
      const failure = await runGenerator([...built, ...args], made, work);
      if (failure !== null) return failed(`the generator ${failure}`);
    }
    const bytes = Buffer.concat([header, readFileSync(made), footer]);
    const unix = dos2unix(bytes);
    if (unix !== bytes) converted.push(test.name);
    writeFileSync(made, unix);
    files.set(test.name, made);
  });
  return {
    files,
    converted: converted.sort(),
    failures: failures.sort((a, b) => a.line - b.line).map((f) => f.said),
  };
}

/**
 * The command running gen/<name>, as TPS finds it (find_runnable_file: .sh, then .py, then the .exe built from
 * .cpp), built once; or why there is none.
 */
async function generatorCommand(pkg: string, name: string): Promise<string[] | string> {
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.+-]*$/.test(name)) return `"${name}" is not a generator's name in gen/`;
  const at = (ext: string) => join(pkg, 'gen', `${name}${ext}`);
  if (existsSync(at('.sh'))) return ['bash', at('.sh')];
  for (const ext of ['.py', '.cpp']) {
    if (!existsSync(at(ext))) continue;
    // The problem's own program, trusted: built outside the sandbox, its memory not limited by a problem's.
    const compiled = await compileSourceAsync(at(ext), rememberedCompilesDir(), languageOf(at(ext))!, 2048, null);
    return 'compileError' in compiled
      ? `gen/${name}${ext} does not compile: ${compiled.compileError}`
      : compiled.command;
  }
  if (existsSync(at('.exe'))) return `gen/${name}.exe is a built program without its source (gen/${name}.cpp)`;
  return `no generator gen/${name}.sh, gen/${name}.py or gen/${name}.cpp`;
}

function readIfThere(file: string): Buffer {
  return existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
}

/**
 * Bytes as dos2unix leaves them: each CR LF made LF and a UTF-8 byte order mark at the start taken off; a binary
 * file (one holding a NUL byte) as it is, as dos2unix skips it. The same buffer where nothing changes.
 */
export function dos2unix(bytes: Buffer): Buffer {
  if (bytes.includes(0)) return bytes;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = bytes.toString('latin1');
  if (!bom && !text.includes('\r\n')) return bytes;
  return Buffer.from((bom ? text.slice(3) : text).replaceAll('\r\n', '\n'), 'latin1');
}
