import { css } from 'lit';

export const executionDetailsStyles = css`
  .facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  .facts dt { color: var(--_muted); }
  .facts dd { margin: 0; }
  .error-text { color: var(--_danger); }
  .ok { color: var(--_success); }
  .muted { color: var(--_muted); }
  .progress { display: flex; align-items: center; gap: var(--_space); margin-top: var(--_space); }
  .progress progress { flex: 1; }
  .warning { border: 1px solid var(--_warning); color: var(--_warning); border-radius: var(--_radius); padding: var(--_space) calc(var(--_space) * 1.5); margin: var(--_space) 0; }
  .header-actions { display: inline-flex; gap: var(--_space); }
  .header-actions:empty { display: none; }
  .review h3 { margin-bottom: 4px; }
  .filters, .tools, .find { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; margin: var(--_space) 0; }
  label.inline { display: inline-flex; align-items: center; gap: 6px; font-weight: 400; margin: 0; }
  .search { display: inline-flex; gap: 4px; }
  .search input { width: 14em; }
  .set { display: inline-flex; gap: 4px; }
  .find { padding: var(--_space); border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
  .review-body { display: flex; gap: calc(var(--_space) * 1.5); align-items: flex-start; }
  .grid-wrap { flex: 1 1 0; min-width: 0; position: relative; }
  .grid-wrap .empty { position: absolute; inset: 40px 0 auto 0; pointer-events: none; }
  .side { flex: 0 0 19em; max-height: min(75vh, var(--ferry-grid-height, 480px)); overflow: auto; border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space); }
  .side h4 { margin: 0 0 4px; }
  .side p { margin: 0 0 var(--_space); }
  .row-values { margin: 0; }
  .row-values > div { padding: 4px 6px; border-radius: var(--_radius); }
  .row-values > div.active { background: var(--_surface); outline: 2px solid var(--_focus); }
  .row-values dt { font-size: 0.85em; color: var(--_muted); }
  .row-values dd { margin: 0; overflow-wrap: anywhere; }
  .row-values .value { white-space: pre-wrap; }
  .problem { font-size: 0.9em; }
  .lineage-title { margin: 6px 0 0; font-size: 0.85em; color: var(--_muted); }
  .lineage { margin: 6px 0 0; padding-left: 1.2em; font-size: 0.9em; white-space: normal; }
  .lineage li { margin-bottom: 2px; }
  .lineage .step { font-weight: 600; }
  .lineage q { font-family: ui-monospace, monospace; }
  .offer { border: 1px solid var(--_primary); border-radius: var(--_radius); padding: var(--_space) calc(var(--_space) * 1.5); margin: var(--_space) 0; }
  .offer p { margin: 0 0 6px; }
  .offer .formula { flex: 1; min-width: 16em; font-family: ui-monospace, monospace; }
  .staged { margin: var(--_space) 0 0; }
  .fix-actions .two { display: grid; grid-template-columns: repeat(auto-fit, minmax(18em, 1fr)); gap: calc(var(--_space) * 2); }
  .fix-actions .two > div { display: flex; flex-direction: column; gap: 6px; align-items: flex-start; }
  .fix-actions .hint { margin: 0; }
  details { margin-top: calc(var(--_space) * 1.5); }
  summary { cursor: pointer; font-weight: 600; }
  .history .value { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
  @media (max-width: 760px) {
    .review-body { flex-direction: column; align-items: stretch; }
    .side { flex: none; max-height: none; }
    .search input { width: 10em; }
  }
`;
