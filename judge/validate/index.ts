// judge/validate: a test input held to its problem's validator (a function, or a program built by judge/build).
export { checkInput, checkInputs } from './check-input.ts';
