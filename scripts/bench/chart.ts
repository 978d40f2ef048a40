// Writes the benchmark's chart as a small standalone SVG: time against size, log scales, one panel per problem.

export interface Series {
  name: string;
  color: string;
  points: [number, number][]; // [size, milliseconds]
}

interface Panel {
  title: string;
  xLabel: string;
  series: Series[];
}

const W = 420;
const H = 300;
const PAD = { left: 58, right: 16, top: 34, bottom: 46 };

function logTicks(lo: number, hi: number): number[] {
  const ticks: number[] = [];
  for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++) ticks.push(10 ** e);
  return ticks;
}

function panel(p: Panel, offsetX: number): string {
  const xs = p.series.flatMap((s) => s.points.map((q) => q[0]));
  const ys = p.series.flatMap((s) => s.points.map((q) => q[1]));
  const xTicks = logTicks(Math.min(...xs), Math.max(...xs));
  const yTicks = logTicks(Math.min(...ys), Math.max(...ys));
  const [x0, x1] = [Math.log10(xTicks[0]), Math.log10(xTicks[xTicks.length - 1])];
  const [y0, y1] = [Math.log10(yTicks[0]), Math.log10(yTicks[yTicks.length - 1])];
  const px = (x: number) => offsetX + PAD.left + ((Math.log10(x) - x0) / (x1 - x0 || 1)) * (W - PAD.left - PAD.right);
  const py = (y: number) => PAD.top + (1 - (Math.log10(y) - y0) / (y1 - y0 || 1)) * (H - PAD.top - PAD.bottom);
  const out: string[] = [];
  out.push(`<text x="${offsetX + W / 2}" y="20" text-anchor="middle" font-weight="bold">${p.title}</text>`);
  for (const t of xTicks) {
    out.push(`<line x1="${px(t)}" y1="${PAD.top}" x2="${px(t)}" y2="${H - PAD.bottom}" stroke="#ddd"/>`);
    out.push(`<text x="${px(t)}" y="${H - PAD.bottom + 16}" text-anchor="middle">${t.toLocaleString('en')}</text>`);
  }
  for (const t of yTicks) {
    out.push(
      `<line x1="${offsetX + PAD.left}" y1="${py(t)}" x2="${offsetX + W - PAD.right}" y2="${py(t)}" stroke="#ddd"/>`,
    );
    out.push(
      `<text x="${offsetX + PAD.left - 6}" y="${py(t) + 4}" text-anchor="end">${t < 1 ? t : t.toLocaleString('en')}</text>`,
    );
  }
  out.push(`<text x="${offsetX + W / 2}" y="${H - 10}" text-anchor="middle">${p.xLabel}</text>`);
  out.push(
    `<text x="${offsetX + 14}" y="${H / 2}" text-anchor="middle" transform="rotate(-90 ${offsetX + 14} ${H / 2})">milliseconds</text>`,
  );
  p.series.forEach((s, k) => {
    const path = s.points
      .map((q, i) => `${i === 0 ? 'M' : 'L'}${px(q[0]).toFixed(1)},${py(q[1]).toFixed(1)}`)
      .join(' ');
    out.push(`<path d="${path}" fill="none" stroke="${s.color}" stroke-width="2"/>`);
    for (const q of s.points)
      out.push(`<circle cx="${px(q[0]).toFixed(1)}" cy="${py(q[1]).toFixed(1)}" r="3" fill="${s.color}"/>`);
    out.push(
      `<rect x="${offsetX + PAD.left + 8}" y="${PAD.top + 6 + k * 16}" width="10" height="10" fill="${s.color}"/>`,
    );
    out.push(`<text x="${offsetX + PAD.left + 22}" y="${PAD.top + 15 + k * 16}">${s.name}</text>`);
  });
  return out.join('\n');
}

export function chartSvg(panels: Panel[]): string {
  const width = W * panels.length;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${H}" viewBox="0 0 ${width} ${H}" ` +
      'font-family="sans-serif" font-size="11">',
    `<rect width="${width}" height="${H}" fill="white"/>`,
    ...panels.map((p, i) => panel(p, i * W)),
    '</svg>',
    '',
  ].join('\n');
}
