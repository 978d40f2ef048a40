// WRONG (expect WA): a plain Node.js program that reads the row and its turn, writes one move (an O in the
// leftmost empty cell), and exits without reading the jury's answer, as if one move were the whole game.
const lines = [];
require('node:readline')
  .createInterface({ input: process.stdin })
  .on('line', (line) => {
    lines.push(line.trim());
    if (lines.length === 2 && lines[1] === 'FIRST') finish(lines[0]);
    if (lines.length === 3) {
      const words = lines[2].split(' ');
      if (words[0] !== 'MOVE') process.exit(0);
      const row = lines[0].split('');
      row[Number(words[1]) - 1] = words[2];
      finish(row.join(''));
    }
  });

function finish(row) {
  process.stdout.write(`${row.indexOf('*') + 1} O\n`);
  process.exit(0);
}
