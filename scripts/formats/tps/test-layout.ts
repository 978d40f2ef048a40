// Where a TPS task's tests go in the kit: a folder of testdata/<id>/ for each test-set of gen/data whose lines make
// tests (its name where a folder can have it; the samples subtask is the kit's sample group), each test keeping
// TPS's name ("1-03"); and, for each folder, the subtasks that hold its tests, in gen/data's order, as TPS's mapping
// file lists them. A test-set's tests are held alike: a test-set's lines end where the next one opens, and none is
// opened twice, so an @include always takes every test the included set will ever have.
import type { GenData } from './gen-data.ts';

export interface TestLayout {
  /** The folder of each test-set that makes tests, by its name. */
  folderOf: Map<string, string>;
  /** The subtasks that hold each folder's tests. */
  subtasksOf: Map<string, string[]>;
  /** Each subtask's tests as the kit selects them: its folders. */
  selectorOf: Map<string, string[]>;
}

/** What a test group's folder may be named (testdata/<id>/<folder>/). */
const FOLDER_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
/** Folders the kit keeps for itself, besides the samples': inputs the validators must refuse. */
const RESERVED = ['invalid'];

/** The layout of `data`'s tests. */
export function testLayout(data: GenData): TestLayout {
  const folderOf = new Map<string, string>();
  const taken = new Set<string>();
  for (const testset of data.testsets) {
    if (!data.tests.some((t) => t.testset === testset.name)) continue;
    const own = /^samples?$/i.test(testset.name) ? 'sample' : testset.name.replace(/[^A-Za-z0-9_.-]+/g, '-');
    const base = FOLDER_NAME.test(own) && !RESERVED.includes(own) ? own : `testset-${own.replace(/^[.-]+/, '')}`;
    let folder = base;
    for (let k = 2; taken.has(folder); k++) folder = `${base}-${k}`;
    taken.add(folder);
    folderOf.set(testset.name, folder);
  }
  const subtasks = data.testsets.filter((t) => t.subtask);
  const subtasksOf = new Map<string, string[]>();
  for (const [testset, folder] of folderOf) {
    const first = data.tests.find((t) => t.testset === testset)!.name;
    subtasksOf.set(
      folder,
      subtasks.filter((s) => s.tests.includes(first)).map((s) => s.name),
    );
  }
  const selectorOf = new Map<string, string[]>();
  for (const subtask of subtasks) {
    const testsets = new Set(subtask.tests.map((name) => data.tests.find((t) => t.name === name)!.testset));
    selectorOf.set(
      subtask.name,
      [...testsets].map((t) => folderOf.get(t)!),
    );
  }
  return { folderOf, subtasksOf, selectorOf };
}
