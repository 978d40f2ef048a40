// A component drawn again only when one of its props changed (by identity): a row of a test whose result is the
// same object as before costs nothing when another test's result arrives. Preact's core has no memo of its own.
import { Component, type FunctionComponent, h } from 'preact';

export function pure<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  class Pure extends Component<P> {
    shouldComponentUpdate(next: P): boolean {
      const now = this.props as Record<string, unknown>;
      const then = next as Record<string, unknown>;
      const keys = Object.keys(then);
      return keys.length !== Object.keys(now).length || keys.some((k) => now[k] !== then[k]);
    }
    render(props: P) {
      return h(render, props);
    }
  }
  return Pure as unknown as FunctionComponent<P>;
}
