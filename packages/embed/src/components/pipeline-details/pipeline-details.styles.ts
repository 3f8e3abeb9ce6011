import { css } from 'lit';

export const pipelineDetailsStyles = css`
  .toggles { display: flex; gap: calc(var(--_space) * 2); align-items: center; flex-wrap: wrap; margin-bottom: var(--_space); }
  .toggles label { display: inline-flex; gap: 6px; align-items: center; font-weight: 600; margin: 0; }
  .footer { display: flex; gap: var(--_space); align-items: center; margin-top: calc(var(--_space) * 2); flex-wrap: wrap; }
  section.part { border-top: 1px solid var(--_border); margin-top: calc(var(--_space) * 2); }
  .rules-table code { overflow-wrap: anywhere; }
  .rules-table tr.inactive td { color: var(--_muted); }
  .rules-table .actions { white-space: nowrap; }
  .rule-form { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space); margin-top: var(--_space); }
  .rule-form .formula { width: 100%; font-family: ui-monospace, monospace; }
  .executions { margin-top: calc(var(--_space) * 3); }
  .upload { margin-bottom: calc(var(--_space) * 2); }
  .upload > button { margin-top: 4px; }
`;
