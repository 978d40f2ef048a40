// The contest's sizes for lanqiao-lol: rows per file and cells per row.
export const MAX_ROWS = 9;
export const MAX_LENGTH = 19;
