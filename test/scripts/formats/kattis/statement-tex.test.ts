// statementTex: a statement's code block that would end LaTeX's verbatim (statement text comes from packages) is
// written escaped, so that no line of it is LaTeX; a plain code block stays verbatim.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { statementTex } from '../../../../scripts/formats/kattis/statement-tex.ts';

const tex = suite('statementTex');

tex('a code block holding \\end{verbatim} is escaped text, not LaTeX; a plain one stays verbatim', () => {
  const planted = String.raw`x \end{verbatim}\input{/etc/passwd}\begin{verbatim}`;
  const written = statementTex(`# Sum\n\nAdd.\n\n\`\`\`\n1 2\n${planted}\n\`\`\`\n\n\`\`\`\n3  4\n\`\`\`\n`, 'Sum');
  assert.is(
    written,
    [
      String.raw`\problemname{Sum}`,
      '',
      'Add.',
      '',
      String.raw`\begin{flushleft}`,
      String.raw`\texttt{1 2}\\`,
      String.raw`\texttt{x \textbackslash{}end\{verbatim\}\textbackslash{}input\{/etc/passwd\}\textbackslash{}begin\{verbatim\}}\\`,
      String.raw`\end{flushleft}`,
      '',
      String.raw`\begin{verbatim}`,
      '3  4',
      String.raw`\end{verbatim}`,
      '',
    ].join('\n'),
  );
});

tex.run();
