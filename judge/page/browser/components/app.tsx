// The whole page: the problems in a sidebar, the header, then each problem's section; the key list over it on `?`.
import { useUi } from '../store.ts';
import { Header } from './header.tsx';
import { KeysHelp } from './keys-help.tsx';
import { ProblemList } from './problem-list.tsx';
import { ProblemView } from './problem-view.tsx';

export function App() {
  const state = useUi();
  const { data } = state;
  return (
    <div class="layout">
      <aside class="sidebar">
        <ProblemList problems={data.problems} />
      </aside>
      <main>
        <Header state={state} />
        {data.problems.map((p) => (
          <ProblemView
            key={p.id}
            problem={p}
            live={state.live}
            opened={state.opened[p.id]}
            focused={state.focused?.problem === p.id ? state.focused.key : undefined}
            passedShown={state.showPassed[p.id] === true}
            verdictShown={state.verdictShown}
            order={state.order}
            narrow={state.narrow}
          />
        ))}
      </main>
      {state.help ? <KeysHelp /> : null}
    </div>
  );
}
