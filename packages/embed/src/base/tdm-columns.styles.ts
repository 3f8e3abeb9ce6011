import { css } from 'lit';

/** The column editor's look (base/tdm-columns.ts): a compact row per column, its rules opened below it. */
export const columnsEditorStyles = css`
  table.columns td { padding: 6px; }
  table.columns td > input:not([type='checkbox']), table.columns td > select { width: 100%; min-width: 7em; }
  table.columns td > select { min-width: 11em; }
  table.columns tr.panel-row:hover, table.columns tr.panel-row { background: var(--_surface); }
  .panel { padding: var(--_space); }
  .panel .cols { display: grid; grid-template-columns: repeat(auto-fit, minmax(18em, 1fr)); gap: calc(var(--_space) * 3); }
  .panel h4 { margin: var(--_space) 0; font-size: 1em; }
  .panel .field input:not([type='checkbox']), .panel .field select { max-width: none; }
  .panel ol.rules { list-style: none; padding: 0; margin: 0; }
  .panel li.rule { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space); margin-bottom: var(--_space); background: var(--_bg); }
  .panel li.rule select { flex: 1; min-width: 0; }
  .panel span.label { display: block; font-weight: 600; margin-bottom: 2px; }
  .panel fieldset { border: none; padding: 0; margin: 0 0 var(--_space); }
  .panel fieldset.picker, fieldset.key { display: flex; flex-wrap: wrap; gap: 4px 14px; }
  .panel fieldset.matching { display: block; margin-top: var(--_space); }
  .panel fieldset.matching legend { font-weight: 600; margin-bottom: 4px; }
  .panel fieldset.matching label.check { display: flex; font-weight: 400; margin-bottom: 4px; }
  .panel .value-row { margin-bottom: 4px; flex-wrap: nowrap; }
  .panel .value-row input { flex: 1; min-width: 0; }
  .panel table.options input { width: 100%; }
  .panel .test { align-items: flex-start; flex-wrap: nowrap; }
  .panel .test textarea { max-width: 32em; min-height: 5.5em; }
  .panel table.results { margin-top: var(--_space); }
  .panel table.results tr.bad td { background: color-mix(in srgb, var(--_danger) 8%, transparent); }
  .good { color: var(--_success); }
  .mono { font-family: ui-monospace, monospace; }
  label.check { font-weight: 400; }
  fieldset.key { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space) calc(var(--_space) * 1.5); margin: calc(var(--_space) * 2) 0; }
  fieldset.key legend { font-weight: 600; padding: 0 4px; }
  fieldset.key .hint { flex-basis: 100%; }
`;
