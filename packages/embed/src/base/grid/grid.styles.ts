/** The review grid's look (grid-view.ts): frozen header and row numbers, marks of erroneous and edited cells. */
import { css } from 'lit';

export const gridStyles = css`
  .g-host { position: relative; }
  .g-scroller {
    --_err-bg: color-mix(in srgb, var(--_danger) 12%, var(--_bg));
    --_edit-bg: color-mix(in srgb, var(--_primary) 10%, var(--_bg));
    --_sel-bg: color-mix(in srgb, var(--_focus) 16%, var(--_bg));
    position: relative; overflow: auto; height: min(var(--ferry-grid-height, 480px), max(var(--g-rows-height, 480px), 160px)); max-height: 75vh;
    border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_bg);
    font-variant-numeric: tabular-nums; contain: strict;
  }
  .g-head { position: sticky; top: 0; z-index: 3; width: var(--g-width); }
  .g-body { position: relative; width: var(--g-width); }
  .g-row { display: grid; grid-template-columns: var(--g-cols); width: var(--g-width); height: 32px; }
  .g-body .g-row { position: absolute; top: 0; left: 0; contain: layout style; }
  .g-row[hidden] { display: none; }
  .g-cell {
    height: 32px; line-height: 31px; padding: 0 8px; border-right: 1px solid var(--_border); border-bottom: 1px solid var(--_border);
    overflow: hidden; text-overflow: ellipsis; white-space: pre; background: var(--_bg); outline: none; position: relative; contain: strict;
  }
  .g-hcell { background: var(--_surface); font-weight: 600; color: var(--_text); cursor: pointer; user-select: none; padding-right: 14px; }
  .g-rn { position: sticky; left: 0; z-index: 2; background: var(--_surface); color: var(--_muted); text-align: right; }
  .g-headrow .g-rn { z-index: 4; }
  .g-rn-err { border-left: 3px solid var(--_danger); }
  .g-loading { color: var(--_muted); font-style: italic; }
  .g-err { background: var(--_err-bg); color: var(--_danger); border-bottom: 2px solid var(--_danger); }
  .g-edited { background: var(--_edit-bg); border-bottom: 2px solid var(--_primary); }
  .g-edited.g-invalid { background: var(--_err-bg); color: var(--_danger); border-bottom: 2px solid var(--_danger); border-left: 3px solid var(--_primary); }
  .g-pending { font-style: italic; }
  .g-fixed { border-bottom: 2px solid var(--_success); }
  .g-err::after, .g-invalid::after {
    content: ''; position: absolute; top: 0; right: 0; border-style: solid; border-width: 0 7px 7px 0;
    border-color: transparent var(--_danger) transparent transparent;
  }
  .g-sel { background: var(--_sel-bg); }
  .g-active { outline: 2px solid var(--_focus); outline-offset: -2px; z-index: 1; }
  .g-rn.g-active { z-index: 3; }
  .g-cell:focus-visible { outline: 3px solid var(--_focus); outline-offset: -3px; }
  .g-resize { position: absolute; top: 0; right: -4px; width: 8px; height: 100%; cursor: col-resize; z-index: 5; touch-action: none; }
  .g-resize:hover { background: color-mix(in srgb, var(--_focus) 40%, transparent); }
  .g-editor { width: 100%; height: 30px; min-height: 0; border: none; border-radius: 0; padding: 0 2px; margin: 0; background: var(--_bg); color: var(--_text); outline: none; }
  .g-tip {
    position: absolute; top: 0; left: 0; z-index: 10; max-width: min(36em, 90%); padding: 6px 10px; pointer-events: none;
    background: var(--_text); color: var(--_bg); border-radius: var(--_radius); font-size: 0.9em; white-space: pre-wrap; overflow-wrap: anywhere;
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
  }
  .g-tip[hidden] { display: none; }
  .g-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
