import { css } from 'lit';

export const executionDetailsStyles = css`
  .progress { margin: var(--_space) 0; }
  .grid { border: 1px solid var(--_border); border-radius: var(--_radius); }
  .grid-head, .grid-row { display: grid; grid-template-columns: 80px minmax(100px, 1fr) minmax(120px, 1.3fr) minmax(160px, 2fr) minmax(160px, 1.4fr); align-items: center; }
  .grid-head { font-weight: 600; color: var(--_muted); font-size: 0.9em; border-bottom: 1px solid var(--_border); background: var(--_surface); }
  .grid-head > div, .grid-row > div { padding: 4px var(--_space); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .viewport { height: 360px; overflow-y: auto; position: relative; }
  .spacer-rows { position: relative; }
  .grid-row { position: absolute; left: 0; right: 0; height: 36px; border-bottom: 1px solid var(--_border); }
  .grid-row .value { color: var(--_danger); font-family: ui-monospace, monospace; }
  .grid-row input { width: 100%; min-height: 26px; padding: 2px 6px; }
  .grid-row input.edited { border-color: var(--_primary); border-width: 2px; }
  .fix-bar { display: flex; gap: var(--_space); align-items: center; margin-top: var(--_space); flex-wrap: wrap; }
  .counts { display: flex; gap: calc(var(--_space) * 2); flex-wrap: wrap; margin: var(--_space) 0; }
`;
