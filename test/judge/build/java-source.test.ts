import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readJava } from '../../../judge/build/java-source.ts';

const java = suite('the Java class to run');
java('is the class that declares static main, wherever it stands', () => {
  const cases: [string, string | null][] = [
    ['public class Main { public static void main(String[] a) {} }', 'Main'],
    [
      'class Solution { int f() { return 1; } }\nclass Runner { public static void main(String... a) { new Solution(); } }',
      'Runner',
    ],
    [
      '/* class Fake { public static void main(String[] a) {} } */ class Real { static public void main(String[] a) {} }',
      'Real',
    ],
    [
      'class A { String s = "class B { static void main("; void main(String[] a) {} }\n' +
        'final class C { public static void main(String[] a) { Object o = A.class; } }',
      'C',
    ],
    ['public class Outer { static class Inner { public static void main(String[] a) {} } }', 'Outer$Inner'],
    [
      'class Outer { static class Inner { static void main(String[] a) {} } }\nclass Top { public static void main(String[] a) {} }',
      'Top',
    ],
    [
      "record P(int x) { } // void main(\nclass Q { char c = '{'; " +
        'public static void main(String[] a) { Runnable r = new Runnable() { public void run() {} }; } }',
      'Q',
    ],
    ['class NoMain { void run() {} }', null],
  ];
  for (const [source, expected] of cases) assert.is(readJava(source).mainClass, expected, source);
});
java('reads the package and the public class javac wants the file named after', () => {
  assert.equal(
    readJava('package a.b ;\nimport java.util.*;\npublic final class Main { public static void main(String[] a) {} }'),
    { packageName: 'a.b', publicClass: 'Main', mainClass: 'Main' },
  );
  assert.equal(
    readJava(
      '// package x;\nclass Solution {}\nclass Main { public class Inner {} public static void main(String[] a) {} }',
    ),
    { packageName: null, publicClass: null, mainClass: 'Main' },
  );
});
java.run();
