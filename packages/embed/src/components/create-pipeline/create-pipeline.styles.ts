import { css } from 'lit';

export const createPipelineStyles = css`
  ol.steps { display: flex; gap: var(--_space); list-style: none; padding: 0; margin: 0 0 calc(var(--_space) * 2); flex-wrap: wrap; counter-reset: step; }
  ol.steps li { counter-increment: step; color: var(--_muted); padding: 4px 10px; border-radius: 999px; border: 1px solid var(--_border); font-size: 0.9em; }
  ol.steps li::before { content: counter(step) '. '; }
  ol.steps li[aria-current='step'] { color: var(--_on-primary); background: var(--_primary); border-color: var(--_primary); }
  ol.steps li.done { color: var(--_success); border-color: var(--_success); }
  .footer { display: flex; gap: var(--_space); margin-top: calc(var(--_space) * 2); align-items: center; flex-wrap: wrap; }
  .drop { border: 2px dashed var(--_border); border-radius: var(--_radius); padding: calc(var(--_space) * 3); text-align: center; background: var(--_surface); }
  .drop.over { border-color: var(--_primary); }
  table.sheet td, table.sheet th { white-space: nowrap; max-width: 18em; overflow: hidden; text-overflow: ellipsis; font-size: 0.92em; padding: 4px 8px; }
  table.sheet tr.header-row td { font-weight: 700; background: color-mix(in srgb, var(--_primary) 12%, transparent); }
  table.sheet td.bad { color: var(--_danger); font-weight: 600; outline: 2px solid var(--_danger); outline-offset: -2px; }
  .reason { border-left: 4px solid var(--_primary); padding: 4px var(--_space); margin: var(--_space) 0; background: var(--_surface); }
  .before { color: var(--_muted); text-decoration: line-through; }
  .success { text-align: center; padding: calc(var(--_space) * 3); }
  ul.runs { list-style: none; padding: 0; }
  ul.runs li { display: flex; gap: var(--_space); justify-content: center; align-items: center; padding: 4px; }
  .templates { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space) calc(var(--_space) * 1.5); margin-bottom: calc(var(--_space) * 2); background: var(--_surface); }
  .templates h4 { margin: 0 0 4px; }
  .templates ul { list-style: none; padding: 0; margin: var(--_space) 0; }
  .templates li { display: flex; gap: var(--_space); align-items: center; padding: 4px 0; flex-wrap: wrap; }
  .templates li button { margin-left: auto; }
  .confirm { border: 1px solid var(--_warning); border-radius: var(--_radius); padding: var(--_space) calc(var(--_space) * 1.5); margin-top: calc(var(--_space) * 2); }
  .confirm p { margin: 0 0 var(--_space); }
  .upload-now { text-align: left; margin: var(--_space) 0 calc(var(--_space) * 2); }
  .sheet-choice { margin-top: calc(var(--_space) * 1.5); }
  .sheet-choice .field { margin-bottom: var(--_space); }
`;
