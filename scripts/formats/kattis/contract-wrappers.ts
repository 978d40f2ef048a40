// A testlib validator or checker (a Polygon package's), or a checker in CMS's contract (a CMS or TPS task's), written
// as a Kattis program: Kattis calls its input and output validators in a contract of its own (exit 42 or 43, the
// output on stdin, a feedback folder), so the export writes a small C++ program that keeps Kattis's contract and runs
// the package's program, kept beside it as a header and compiled unchanged, in a child process, reading its exit (and
// a CMS checker's outcome) as its own contract means it. C and C++ programs only: one program is one build on Kattis. The files the export writes have names it chooses itself, so that no name from the package (a
// Polygon file name may hold a line end or a quote) is ever written into the C++ it generates.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { UserError } from '../../../judge/base/index.ts';
import { KATTIS_FILE_NAME } from './package-format.ts';

/** The wrapper, the main file of the program's folder: the only source file there, so Kattis builds it alone. */
const WRAPPER = (kind: Kind) => (kind === 'cms-checker' ? 'checker.cpp' : `${kind}.cpp`);
/** The program's source renamed as a header beside the wrapper: compiled once, inside the wrapper. */
const ORIGINAL = (kind: Kind) => (kind === 'cms-checker' ? 'checker.cms.h' : `${kind}.testlib.h`);

/** A testlib validator, a testlib checker, or a checker in CMS's contract. */
type Kind = 'validator' | 'checker' | 'cms-checker';

/**
 * Before anything else runs (a constructor, which glibc hands argc and argv), the program forks: the child goes on to
 * run the testlib program's own main as it is, unchanged; the parent waits for it and exits in Kattis's contract.
 */
const PRELUDE = `#include <sys/wait.h>
#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

/** The child's exit, as the testlib program left it; -1 where it did not exit (a signal). */
static int kit_wait(pid_t child) {
  int status = 0;
  if (child < 0 || waitpid(child, &status, 0) < 0 || !WIFEXITED(status)) return -1;
  return WEXITSTATUS(status);
}

/** Kattis's feedback folder (argv[3]) ending in a slash, with the output (stdin) saved in it as kit_output. */
static std::string kit_feedback(const char *folder) {
  std::string feedback = folder;
  if (!feedback.empty() && feedback.back() != '/') feedback += '/';
  FILE *out = std::fopen((feedback + "kit_output").c_str(), "wb");
  if (!out) std::_Exit(1);
  static char buffer[1 << 16];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) std::fwrite(buffer, 1, n, out);
  std::fclose(out);
  std::fflush(nullptr);
  return feedback;
}
`;

const VALIDATOR_FORK = `
// Kattis's input validator contract: the input on stdin, exit 42 when valid, 43 when not. testlib's validator exits
// 0 when the input is valid; it reads the same stdin and arguments in the child.
__attribute__((constructor(101))) static void kit_contract(int, char **, char **) {
  std::fflush(nullptr);
  pid_t child = fork();
  if (child == 0) return;
  std::_Exit(kit_wait(child) == 0 ? 42 : 43);
}
`;

const CHECKER_FORK = `
// Kattis's output validator contract: checker input answer feedback_dir [args] < output; exit 42 accepted, 43 wrong,
// the reason in feedback_dir/judgemessage.txt. testlib's checker is called checker input output answer [args]: 0 ok;
// 1, 2, 4, 8 wrong (WA, PE and their kin); 7 points (quitp: "points X" first on its stderr); _pc(k), partially correct
// (k percent), exits k (50 + k built with -DTESTSYS) and begins its message "partially correct (k)", which tells it
// from the others it shares an exit with: accepted here with Kattis's score.txt or score_multiplier.txt; anything
// else is the checker's failure.
__attribute__((constructor(101))) static void kit_contract(int argc, char **argv, char **) {
  if (argc < 4) std::_Exit(1);
  static std::string feedback = kit_feedback(argv[3]), output = feedback + "kit_output",
                     message = feedback + "judgemessage.txt", answer = argv[2];
  pid_t child = fork();
  if (child == 0) {
    // The same argument count: input, output, answer, then the rest as given.
    argv[2] = output.data();
    argv[3] = answer.data();
    if (!std::freopen(message.c_str(), "w", stderr)) std::_Exit(3);
    return;
  }
  int code = kit_wait(child);
  int percent = -1;
  FILE *first = std::fopen(message.c_str(), "r");
  if (first) {
    if (std::fscanf(first, "partially correct (%d)", &percent) != 1 || (code != percent && code != 50 + percent))
      percent = -1;
    std::fclose(first);
  }
  if (percent < 0 && code >= 50 && code <= 150) percent = code - 50;
  if (percent > 100) std::_Exit(1);
  if (percent < 0 && code == 0) std::_Exit(42);
  if (percent < 0 && (code == 1 || code == 2 || code == 4 || code == 8)) std::_Exit(43);
  if (code == 7 || percent >= 0) {
    double value = percent / 100.0;
    const char *file = "score_multiplier.txt";
    if (percent < 0) {
      FILE *said = std::fopen(message.c_str(), "r");
      char word[16] = "";
      if (!said || std::fscanf(said, "%15s %lf", word, &value) != 2 || std::strcmp(word, "points") != 0) std::_Exit(1);
      std::fclose(said);
      file = "score.txt";
    }
    FILE *score = std::fopen((feedback + file).c_str(), "w");
    if (!score) std::_Exit(1);
    std::fprintf(score, "%.9g\\n", value);
    std::fclose(score);
    std::_Exit(42);
  }
  std::_Exit(1);
}
`;

const CMS_CHECKER_FORK = `
// Kattis's output validator contract: checker input answer feedback_dir [args] < output; exit 42 accepted, 43 wrong,
// the reason in feedback_dir/judgemessage.txt. CMS's checker is called checker input answer output, exits 0, and
// prints its outcome (0 wrong, 1 right, between: partial credit) first on stdout and its message first on stderr:
// accepted with Kattis's score_multiplier.txt where partial; any other exit, or no outcome, is the checker's failure.
__attribute__((constructor(101))) static void kit_contract(int argc, char **argv, char **) {
  if (argc < 4) std::_Exit(1);
  static std::string feedback = kit_feedback(argv[3]), output = feedback + "kit_output",
                     outcome = feedback + "kit_outcome", message = feedback + "judgemessage.txt";
  pid_t child = fork();
  if (child == 0) {
    // CMS's arguments: input, answer, output; Kattis's own arguments after them are dropped (CMS passes none).
    argv[3] = output.data();
    argv[4] = nullptr;
    if (!std::freopen(outcome.c_str(), "w", stdout) || !std::freopen(message.c_str(), "w", stderr)) std::_Exit(3);
    return;
  }
  if (kit_wait(child) != 0) std::_Exit(1);
  double value = -1;
  FILE *said = std::fopen(outcome.c_str(), "r");
  if (!said || std::fscanf(said, "%lf", &value) != 1 || !(value >= 0 && value <= 1)) std::_Exit(1);
  std::fclose(said);
  if (value >= 1) std::_Exit(42);
  if (value <= 0) std::_Exit(43);
  FILE *score = std::fopen((feedback + "score_multiplier.txt").c_str(), "w");
  if (!score) std::_Exit(1);
  std::fprintf(score, "%.9g\\n", value);
  std::fclose(score);
  std::_Exit(42);
}
`;

/**
 * Writes the testlib program `source` (a validator or a checker) as the Kattis program folder `target`, which must
 * not exist yet: the wrapper `<kind>.cpp`, the program as `<kind>.testlib.h`, and the headers beside it (its
 * testlib.h), which its own `#include`s name. Returns the wrapper's path. A program not in C or C++, or a header whose
 * name a Kattis package cannot hold or that is the program's own, is a UserError naming it.
 */
export function writeTestlibWrapper(kind: 'validator' | 'checker', source: string, target: string): string {
  return writeWrapper(kind, source, target);
}

/** A checker in CMS's contract (`source`, C or C++) as the Kattis program folder `target`, as writeTestlibWrapper. */
export function writeCmsCheckerWrapper(source: string, target: string): string {
  return writeWrapper('cms-checker', source, target);
}

function writeWrapper(kind: Kind, source: string, target: string): string {
  const what = kind === 'cms-checker' ? "checker in CMS's contract" : `testlib ${kind}`;
  if (!/\.(c|cc|cpp|cxx)$/i.test(source))
    throw new UserError(
      `${shown(basename(source))}: a ${what} in ${extname(source) || 'a file without extension'}: the export writes Kattis's contract around C and C++ ones only (nothing written)`,
    );
  // Two programs of one base name (files/a/check.cpp, files/b/check.cpp) would share one folder.
  if (existsSync(target))
    throw new UserError(
      `${shown(basename(source))}: a second program of the package's named ${shown(basename(target))} (nothing written)`,
    );
  const headers = readdirSync(dirname(source))
    .filter((file) => /\.(h|hh|hpp|hxx)$/i.test(file))
    .sort();
  for (const header of headers)
    if (!KATTIS_FILE_NAME.test(header) || header === ORIGINAL(kind))
      throw new UserError(
        `${shown(header)}: a header beside the ${what}, whose name a Kattis package cannot hold beside it (nothing written)`,
      );
  mkdirSync(target, { recursive: true });
  for (const header of headers) copyFileSync(join(dirname(source), header), join(target, header));
  copyFileSync(source, join(target, ORIGINAL(kind)));
  const wrapper = join(target, WRAPPER(kind));
  writeFileSync(
    wrapper,
    [
      `// Written by the kit's Kattis export around a ${what}, kept beside it as ${ORIGINAL(kind)}.`,
      PRELUDE,
      kind === 'validator' ? VALIDATOR_FORK : kind === 'checker' ? CHECKER_FORK : CMS_CHECKER_FORK,
      `#include "${ORIGINAL(kind)}"`,
      '',
    ].join('\n'),
  );
  return wrapper;
}

/** A package's file name in a one-line message: quoted and escaped, so that a line end or a quote in it shows as one. */
const shown = (path: string) => JSON.stringify(path);
