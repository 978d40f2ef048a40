// Which tests a run judges, as a test runner's filters pick them: `--test PATTERN` (a test's "group/name"), `--group
// NAME` (a group and the groups nested in it). Both given, a test must pass both; each repeated, any of its values.

/** The filters: patterns of "group/name" and group names; an empty list filters nothing. */
export interface TestSelection {
  /**
   * A pattern with `*` (any characters) or `?` (one) must match the whole "group/name" or the name alone; one without
   * must be the whole key or the name, or a part of the key (`cycle` picks every test named with it).
   */
  tests?: readonly string[];
  /** A group, as the test data's folders name it (`random`, `secret/big`): it and the groups under it. */
  groups?: readonly string[];
}

/** A pattern of `*` (any characters) and `?` (one) as a regular expression for the whole text. */
export const glob = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

/** Whether a test's key ("group/name") is one a pattern picks. */
export function testMatches(key: string, pattern: string): boolean {
  const name = key.slice(key.lastIndexOf('/') + 1);
  if (/[*?]/.test(pattern)) return glob(pattern).test(key) || glob(pattern).test(name);
  return key === pattern || name === pattern || key.includes(pattern);
}

/** Whether a group is one named, or nested in one named. */
export function groupMatches(group: string, name: string): boolean {
  const wanted = name.replace(/\/+$/, '');
  return group === wanted || group.startsWith(`${wanted}/`);
}

/** Whether the selection takes a test of `group` keyed `key`. */
export function selects(selection: TestSelection, group: string, key: string): boolean {
  const { tests = [], groups = [] } = selection;
  return (
    (tests.length === 0 || tests.some((p) => testMatches(key, p))) &&
    (groups.length === 0 || groups.some((g) => groupMatches(group, g)))
  );
}

/** The selection as its flags read, for a message: `--test cycle --group random`. */
export function selectionFlags(selection: TestSelection): string {
  return [
    ...(selection.tests ?? []).map((p) => `--test ${p}`),
    ...(selection.groups ?? []).map((g) => `--group ${g}`),
  ].join(' ');
}
