// A program's text made safe to print on a terminal: its control characters shown, never obeyed.

/** Every C0 control but tab and line feed, DEL, and the C1 controls: what a terminal would act on instead of show. */
const CONTROLS = /[^\t\n -~\u00a0-\uffff]/g;

/**
 * Text that a program wrote (a submission's output or stderr, a checker's or a jury's message, a compiler's
 * complaint quoting the source), or a report holding it, made fit for a terminal: each control character written as
 * an escape, `\x1b` for ESC, `\r` for a carriage return, `\x9b` for the C1 CSI, so that it cannot move the cursor,
 * clear the screen or print a fake line over the report; tab and line feed keep their meaning. Only for a terminal's
 * text: JSON escapes what it holds itself, and the page shows text as text.
 */
export function terminalSafe(text: string): string {
  return text.replace(CONTROLS, (c) => (c === '\r' ? '\\r' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`));
}
