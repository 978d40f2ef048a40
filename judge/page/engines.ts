// What the live page's server asks of add-case's engines and the invocation matrix, which lie above the judge
// (scripts/testdata): the command that serves the page gives them (scripts/ui.ts), so judge/ never imports scripts/.
import type { CaseReply, Confirmation, InvocationMatrix } from './protocol.ts';

export interface TestdataEngines {
  /** An input validated, answered by the accepted solution and confirmed, as add-case does; writes nothing. */
  answer(root: string, problem: string, input: string): Promise<Confirmation & { answer: string }>;
  /** A test added by add-case's rules, never over a file (named by its hash where `name` is absent); `save` false only checks it. */
  addCase(root: string, problem: string, input: string, name: string | undefined, save: boolean): Promise<CaseReply>;
  matrix(root: string, problem: string, signal: AbortSignal): Promise<InvocationMatrix>;
}
