/**
 * The shared look of every ferry-* element. Companies theme it with CSS custom properties set on
 * the element or any ancestor (they inherit through the shadow root) and with `::part()`:
 *
 *   --ferry-color-primary, --ferry-color-on-primary, --ferry-color-text, --ferry-color-muted,
 *   --ferry-color-background, --ferry-color-surface, --ferry-color-border, --ferry-color-danger,
 *   --ferry-color-success, --ferry-color-warning, --ferry-color-focus, --ferry-font-family,
 *   --ferry-font-size, --ferry-radius, --ferry-spacing
 *
 * Defaults follow the host's colour scheme (light or dark) and meet WCAG AA contrast.
 */
import { css } from 'lit';

export const baseStyles = css`
  :host {
    --_primary: var(--ferry-color-primary, #1d4ed8);
    --_on-primary: var(--ferry-color-on-primary, #ffffff);
    --_text: var(--ferry-color-text, #111827);
    --_muted: var(--ferry-color-muted, #4b5563);
    --_bg: var(--ferry-color-background, #ffffff);
    --_surface: var(--ferry-color-surface, #f3f4f6);
    --_border: var(--ferry-color-border, #d1d5db);
    --_danger: var(--ferry-color-danger, #b91c1c);
    --_success: var(--ferry-color-success, #166534);
    --_warning: var(--ferry-color-warning, #92400e);
    --_focus: var(--ferry-color-focus, #2563eb);
    --_radius: var(--ferry-radius, 6px);
    --_space: var(--ferry-spacing, 8px);
    display: block;
    color: var(--_text);
    font-family: var(--ferry-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    font-size: var(--ferry-font-size, 14px);
    line-height: 1.45;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_primary: var(--ferry-color-primary, #2563eb);
      --_text: var(--ferry-color-text, #f3f4f6);
      --_muted: var(--ferry-color-muted, #cbd5e1);
      --_bg: var(--ferry-color-background, #111827);
      --_surface: var(--ferry-color-surface, #1f2937);
      --_border: var(--ferry-color-border, #4b5563);
      --_danger: var(--ferry-color-danger, #fca5a5);
      --_success: var(--ferry-color-success, #86efac);
      --_warning: var(--ferry-color-warning, #fcd34d);
      --_focus: var(--ferry-color-focus, #93c5fd);
    }
  }
  :host([hidden]) { display: none; }
  * { box-sizing: border-box; }
  .frame { background: var(--_bg); color: var(--_text); border: 1px solid var(--_border); border-radius: var(--_radius); padding: calc(var(--_space) * 2); }
  header.bar { display: flex; align-items: center; gap: var(--_space); margin-bottom: calc(var(--_space) * 1.5); flex-wrap: wrap; }
  header.bar h2 { font-size: 1.25em; margin: 0; flex: 1; }
  h3 { font-size: 1.05em; margin: calc(var(--_space) * 2) 0 var(--_space); }
  button, .btn {
    font: inherit; cursor: pointer; border-radius: var(--_radius); border: 1px solid var(--_border);
    background: var(--_bg); color: var(--_text); padding: calc(var(--_space) * 0.5) calc(var(--_space) * 1.5); min-height: 32px;
  }
  button:hover:not(:disabled) { background: var(--_surface); }
  button.primary { background: var(--_primary); color: var(--_on-primary); border-color: var(--_primary); }
  button.primary:hover:not(:disabled) { filter: brightness(1.1); background: var(--_primary); }
  button.danger { color: var(--_danger); border-color: var(--_danger); }
  button.link { border: none; background: none; color: var(--_primary); padding: 0 4px; min-height: auto; text-decoration: underline; }
  button:disabled { opacity: 0.6; cursor: not-allowed; }
  :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
  input, select, textarea {
    font: inherit; color: var(--_text); background: var(--_bg); border: 1px solid var(--_border);
    border-radius: var(--_radius); padding: calc(var(--_space) * 0.5) var(--_space); min-height: 32px;
  }
  input[type='checkbox'], input[type='radio'] { min-height: auto; padding: 0; width: auto; margin: 0; accent-color: var(--_primary); }
  label.check { display: inline-flex; gap: 6px; align-items: center; }
  textarea { width: 100%; min-height: 5em; font-family: ui-monospace, monospace; }
  label { display: block; font-weight: 600; margin-bottom: 2px; }
  .field { margin-bottom: calc(var(--_space) * 1.5); }
  .field input:not([type='checkbox']):not([type='radio']), .field select { width: 100%; max-width: 32em; }
  .hint { color: var(--_muted); font-size: 0.9em; margin: 2px 0 0; }
  .row { display: flex; gap: var(--_space); align-items: center; flex-wrap: wrap; }
  .row > .field { flex: 1 1 12em; min-width: 0; }
  .spacer { flex: 1; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: calc(var(--_space) * 0.75) var(--_space); border-bottom: 1px solid var(--_border); vertical-align: middle; }
  th { font-weight: 600; color: var(--_muted); font-size: 0.9em; white-space: nowrap; }
  th button.sort { border: none; background: none; padding: 0; min-height: auto; font-weight: 600; color: inherit; }
  tbody tr:hover { background: var(--_surface); }
  .badge { display: inline-block; border-radius: 999px; padding: 1px 8px; font-size: 0.85em; border: 1px solid currentColor; white-space: nowrap; }
  .badge.SUCCESSFUL, .badge.active { color: var(--_success); }
  .badge.FAILED { color: var(--_danger); }
  .badge.PROCESSING, .badge.draft { color: var(--_warning); }
  .badge.SKIPPED, .badge.inactive { color: var(--_muted); }
  .badge.late { color: var(--_danger); font-weight: 600; }
  .badge.schema-changed { color: var(--_warning); }
  .state { padding: calc(var(--_space) * 3) var(--_space); text-align: center; color: var(--_muted); }
  .alert { border: 1px solid var(--_danger); color: var(--_danger); border-radius: var(--_radius); padding: var(--_space) calc(var(--_space) * 1.5); margin: var(--_space) 0; }
  .alert ul { margin: 4px 0 0; padding-left: 1.2em; }
  .notice { border: 1px solid var(--_success); color: var(--_success); border-radius: var(--_radius); padding: var(--_space) calc(var(--_space) * 1.5); margin: var(--_space) 0; }
  .pager { display: flex; gap: var(--_space); align-items: center; justify-content: flex-end; margin-top: var(--_space); color: var(--_muted); }
  .toolbar { display: flex; gap: var(--_space); align-items: end; flex-wrap: wrap; margin-bottom: var(--_space); }
  .toolbar .field { margin: 0; }
  dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px calc(var(--_space) * 2); margin: 0; }
  dl.facts dt { color: var(--_muted); }
  dl.facts dd { margin: 0; }
  .muted { color: var(--_muted); }
  .error-text { color: var(--_danger); }
  .sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0,0,0,0); white-space: nowrap; border: 0; }
  progress { width: 100%; height: 10px; }
  dialog { border: none; border-radius: var(--_radius); padding: 0; max-width: min(1100px, 96vw); width: 100%; max-height: 92vh; background: var(--_bg); color: var(--_text); }
  dialog::backdrop { background: rgb(0 0 0 / 0.45); }
  dialog .frame { border: none; max-height: 92vh; overflow: auto; }
  .close { border: none; background: none; font-size: 1.4em; line-height: 1; padding: 2px 8px; min-height: auto; }
  .scroll-x { overflow-x: auto; }
  code { font-family: ui-monospace, monospace; font-size: 0.92em; }
`;
