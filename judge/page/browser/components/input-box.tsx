// A box for a test input typed or pasted (try an input, play by hand): its text is the caller's state.
export function InputBox(props: {
  rows: number;
  cls: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <textarea
      rows={props.rows}
      cols={60}
      class={props.cls}
      placeholder={props.placeholder}
      value={props.value}
      onInput={(e) => props.onChange((e.currentTarget as HTMLTextAreaElement).value)}
    />
  );
}
