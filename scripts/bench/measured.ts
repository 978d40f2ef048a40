// A figure the bench needs: one this system could not measure stops the bench, for no figure is made up.
export function measured(value: number | null): number {
  if (value === null) throw new Error('a figure the bench needs could not be measured on this system');
  return value;
}

/** The middle value (the upper one of an even count). */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1];
