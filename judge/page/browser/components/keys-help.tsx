// The list of keys, shown by `?` (or the "keys" button) over the page; Escape or a click closes it.
import { KEYS } from '../keys.ts';
import { setUi } from '../store.ts';

export function KeysHelp() {
  return (
    <div class="keys-help" role="dialog" aria-label="keys" onClick={() => setUi({ help: false })}>
      <table>
        <tbody>
          {KEYS.map(([key, what]) => (
            <tr key={key}>
              <td>
                <kbd>{key}</kbd>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
