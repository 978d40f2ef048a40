// The page's style sheet, written inline into the page (a page written once must need nothing from elsewhere).

/** A window this narrow has no room for a panel beside the list: a test opens under its row (store.ts: narrow). */
export const NARROW = '(max-width: 1100px)';

export const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#222}
.layout{display:flex;align-items:flex-start}
.sidebar{position:sticky;top:0;width:15em;flex:none;height:100vh;overflow:auto;border-right:1px solid #ddd;background:#f6f8fa}
.problem-list ul{list-style:none;margin:0;padding:.5em 0}.problem-list li a{display:flex;flex-wrap:wrap;justify-content:space-between;column-gap:.5em;padding:.35em .8em;color:#222;text-decoration:none}
.problem-list li a:hover{background:#e8ecf0}.problem-list .name{min-width:0;overflow-wrap:anywhere}
.problem-list .state{font-size:.85em;white-space:nowrap;margin-left:auto}.state.judging{color:#9a6700;white-space:normal;text-align:right}
main{flex:1;min-width:0;padding:0 1.5em 2em}
h1{font-size:1.3em}h2{font-size:1.1em;margin-top:1.5em;border-top:1px solid #ddd;padding-top:.8em}h3{font-size:1em;margin:.2em 0}
.counts span{margin-right:1em}.v{display:inline-block;min-width:3.2em;font-weight:600}
.AC{color:#1a7f37}.WA,.RE,.TLE,.MLE,.OLE,.ILE,.CE{color:#cf222e}
table{border-collapse:collapse}.tests{width:100%}td{padding:2px 6px;border-bottom:1px solid #eee;vertical-align:top}
tr.test{cursor:pointer}tr.test:hover{background:#f6f8fa}tr.test.open{background:#ddf4ff}
tr.test.focused{outline:2px solid #0969da}tr.test.stale{opacity:.5}.stale-note{color:#6e7781;font-size:.85em;margin:.2em 0}td.time,td.memory{white-space:nowrap}
span.bar{display:inline-block;height:8px;background:#8ab4f8;vertical-align:middle;margin-right:4px}span.bar.over{background:#cf222e}
.show-passed{margin:.4em 0}.test-list{min-width:0;overflow-x:auto}
.work{display:grid;grid-template-columns:minmax(20em,2fr) minmax(0,3fr);gap:1em;align-items:start}
.panel{position:sticky;top:.5em;max-height:calc(100vh - 1em);overflow:auto;border:1px solid #ddd;border-radius:6px;padding:.5em .8em}
.panel:empty,.panel .hint{color:#6e7781}
@media ${NARROW}{.work{grid-template-columns:1fr}.panel{position:static;max-height:none}}
tr.panel-row>td{padding:.3em 0 .8em;background:#f6f8fa}tr.panel-row .panel{background:#fff}
.test-body{display:grid;grid-template-columns:minmax(11em,2fr) minmax(18em,5fr);gap:1em}
@media (max-width:900px){.test-body{grid-template-columns:1fr}.test-body .pictures{order:-1}}
.texts{display:flex;flex-direction:column;gap:.5em;min-width:0}
.text-box{min-width:0}
svg.graph{max-width:100%;height:auto;max-height:calc(100vh - 20em)}
pre{background:#f6f8fa;padding:6px;overflow:auto;max-height:16em;margin:0}
.diffline{background:#ffd7d5}.figures{color:#57606a;font-size:.9em}.why{font-weight:600}
.exchange .solution{color:#0550ae}.exchange .interactor{color:#6e7781}
.cells{display:flex;flex-wrap:wrap;gap:2px}
.cells span{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;width:1.8em;height:1.8em;border:1px solid #999;font:600 15px/1 "DejaVu Sans",Verdana,system-ui,sans-serif}
.letter{font:600 15px/1 "DejaVu Sans",Verdana,system-ui,sans-serif}
.cells span.last{background:#fff3b0}.cells span.blamed{background:#eedcff;border-color:#8250df}
.cells span.choice,circle.choice{cursor:pointer}.cells span.choice{background:#ddf4ff}
.cells span.future{color:#999;font-style:italic}
.played-moves{max-height:14em;overflow:auto}.played-moves li{cursor:pointer}
.played-moves li.current{background:#fff3b0}.played-moves li.thrown{color:#8250df;font-weight:600}
.played-moves li.jury{color:#6e7781}.played-moves li.best{color:#1a7f37}
svg text{font:11px sans-serif;pointer-events:none}
#overall{font-size:1.15em;font-weight:600}#sandbox{font-size:.85em;color:#6e7781;margin:.2em 0}#sandbox.WA{color:#cf222e}#overall.judging{color:#9a6700}#overall.judging.WA{color:#cf222e}
.controls select,.controls button{margin-right:.3em}
.overview{display:flex;flex-wrap:wrap;gap:1em;align-items:flex-start;margin:.5em 0}
.grid{display:flex;flex-wrap:wrap;gap:2px;max-width:36em}
.grid .cell{width:11px;height:11px;border-radius:2px;background:#cf222e;cursor:pointer}
.grid .cell.AC{background:#2da44e}.grid .cell.provisional{opacity:.55;outline:1px dashed #555}
.grid .cell.stale{opacity:.35}.grid .cell.disagrees{outline:2px solid #9a6700}.grid .cell.open{outline:2px solid #0969da}
table.score{font-size:.9em}table.score caption{text-align:left;font-weight:600}table.score td{padding:1px 6px}
table.score .how,table.score .not-run{color:#57606a}
.mutation{max-width:60em}.mutation summary{cursor:pointer}.survivors,.kills ul{margin:.2em 0;padding-left:1.2em;font-size:90%}.mutation .note{color:#666}.kill-table tr.cover td:first-child{font-weight:bold}.kill-alone code{display:block}.kill-solutions{font-size:90%}.kill-table .explain{color:#57606a;max-width:50em}
.charts{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start}.stack{display:flex;width:300px;height:10px;background:#eee}
.stack .seg{height:10px;background:#cf222e}.stack .seg.AC{background:#2da44e}.stack .seg.provisional{opacity:.45}
.counts span.provisional{font-style:italic;opacity:.8}
.chart .bar.under{fill:#8ab4f8}.chart .bar.over{fill:#cf222e}.chart rect.bar{cursor:pointer}.chart .bar:hover{fill:#0969da}
.chart .axis{stroke:#888}.chart .limit{stroke:#cf222e;stroke-dasharray:3 2}.chart .limit-label{fill:#cf222e}
.chart .tick,.chart .axis-name{fill:#57606a;font-size:10px}
.v.provisional{font-style:italic;opacity:.7;border-bottom:1px dashed}.pending,.answers-off{color:#6e7781}
.disagrees{color:#9a6700}
.playline{display:flex;flex-wrap:wrap;gap:1em;align-items:flex-start}.line-moves{max-height:26em;overflow:auto;margin:0}
.picture:focus{outline:2px solid #0969da}
.line-moves li{cursor:pointer}.line-moves li.current{background:#fff3b0;font-weight:600}
.line-moves li.first-mover{color:#1a7f37}.line-moves li.second-mover{color:#cf222e}
.graph line.edge{stroke:#bbb;stroke-width:1}.graph line.edge.last{stroke:#bf8700;stroke-width:3}
.graph circle{fill:#fff;stroke:#555}.graph g.hole circle{fill:#222}.graph g.hole text{fill:#fff}
.graph circle.choice{fill:#ddf4ff;stroke:#0969da}
line.move{stroke-width:2.5}line.move.mouse{stroke:#1a7f37}line.move.cat{stroke:#cf222e}line.move.blamed{stroke:#8250df;stroke-width:3.5}
line.move.later{opacity:.25;stroke-dasharray:4 3}line.move.current{stroke-width:4.5}
path.head.mouse{fill:#1a7f37}path.head.cat{fill:#cf222e}path.head.blamed{fill:#8250df}
.marker.mouse,tspan.mouse{fill:#1a7f37}.marker.cat,tspan.cat{fill:#cf222e}
.legend{font-size:.8em;color:#57606a;display:flex;flex-wrap:wrap;gap:.8em;margin:.3em 0}
.legend .key::before{content:"";display:inline-block;width:12px;height:4px;margin-right:4px;vertical-align:middle;background:#999}
.key.mouse::before{background:#1a7f37}.key.cat::before{background:#cf222e}.key.hole::before{background:#222;height:10px;width:10px;border-radius:5px}
.key.last-edge::before{background:#bf8700}.key.blamed::before{background:#8250df}.key.later::before{opacity:.3}
.key.last-cell::before{background:#fff3b0;height:10px;border:1px solid #999}
.remembered,.notice,.judged{color:#6e7781}.remembered{font-size:.85em}.reason{font-size:.85em}
.tools{margin-top:.8em;display:flex;flex-direction:column;gap:.5em}.to-tools{margin-left:1em;color:#57606a}
details>summary{cursor:pointer}.matrix .explain{color:#57606a;max-width:50em;margin:.3em 0}
.try-result{display:grid;grid-template-columns:repeat(auto-fit,minmax(18em,1fr));gap:1em;margin-top:.5em}
.keys-help{position:fixed;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:center;justify-content:center}
.keys-help table{background:#fff;border-radius:6px;padding:1em;box-shadow:0 4px 20px rgba(0,0,0,.3)}
table.board{margin:.5em 0}table.board th{text-align:right;padding:2px 8px;border-bottom:2px solid #ccc}table.board th:nth-child(2),table.board td:nth-child(2){text-align:left}
table.board td{text-align:right;padding:3px 8px}table.board td a{display:block;color:inherit}table.board td.open{background:#ddf4ff}
table.board td.missing,table.board td.pending,table.board td.frozen{color:#6e7781}table.board td.frozen{background:#f6f8fa;font-style:italic}
.board-page{padding:0 1.5em}.board-note{color:#57606a;font-size:.9em;margin:.3em 0}#opened{border-top:2px solid #ddd;margin-top:1em}
kbd{border:1px solid #999;border-radius:3px;padding:0 .4em;font-family:inherit;background:#f6f8fa}
`;
