// How many cases a property check runs: a sample in `npm test`, every case in `npm run test:full` (CI runs both).
export const FULL_CHECKS = process.env.KIT_FULL_CHECKS === '1';

export function cases(sample: number, full: number): number {
  return FULL_CHECKS ? full : sample;
}
