// The Kattis contract's exit codes for an interactor (and an output validator): the one place they are written,
// read by the dialogue entry that makes a jury keep them, the interactive run and the verdict.
export const ACCEPTED_EXIT = 42;
export const WRONG_EXIT = 43;
