// Work on many items, a few at a time: `jobs` workers each take the next item until none is left. For processes
// started one per item (validators, generators, compilers, a solution on each test), as many as there are cores.
export async function atOnce<T>(
  items: readonly T[],
  jobs: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      await work(items[at], at);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
}
