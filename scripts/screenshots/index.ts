// scripts/screenshots: the README's pictures of the live page, and the engine of `npm run screenshots` that makes them.
export { takeScreenshots } from './take-screenshots.ts';
