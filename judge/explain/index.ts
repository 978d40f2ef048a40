// judge/explain: why an answer is right: a problem's explainer run on an input, and its explanation as text.
export { explainAnswerLine, explainInput, explainPlayedGame } from './explain-input.ts';
export { fullText, shortLine } from './explanation-text.ts';
