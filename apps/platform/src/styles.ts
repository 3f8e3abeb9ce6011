import { css } from 'lit';

/** The platform's shell: a top bar, a navigation column, the page. Narrows to a tablet layout. */
export const platformStyles = css`
  :host { display: block; min-height: 100vh; --nav: #111827; --nav-text: #e5e7eb; --accent: #1d4ed8; }
  * { box-sizing: border-box; }
  a { color: inherit; }
  .top { display: flex; align-items: center; gap: 16px; padding: 10px 20px; background: var(--nav); color: var(--nav-text); }
  .top .brand { font-weight: 700; font-size: 1.15em; text-decoration: none; color: #fff; letter-spacing: 0.02em; }
  .top .who { margin-left: auto; font-size: 0.92em; }
  .top button { font: inherit; background: transparent; color: var(--nav-text); border: 1px solid #4b5563; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
  .top .language { display: flex; align-items: center; gap: 6px; font-size: 0.92em; }
  .top .language select { font: inherit; background: var(--nav); color: var(--nav-text); border: 1px solid #4b5563; border-radius: 6px; padding: 3px 6px; }
  /* minmax(0, 1fr): a wide table scrolls inside the page instead of widening it past the window. */
  .layout { display: grid; grid-template-columns: 220px minmax(0, 1fr); min-height: calc(100vh - 48px); }
  nav.side { background: #1f2937; padding: 12px 8px; }
  nav.side a { display: block; padding: 8px 12px; border-radius: 6px; color: var(--nav-text); text-decoration: none; margin-bottom: 2px; }
  nav.side a:hover { background: #374151; }
  nav.side a[aria-current='page'] { background: var(--accent); color: #fff; }
  main { padding: 20px 24px; max-width: 1280px; width: 100%; }
  main h1 { font-size: 1.5em; margin: 0 0 16px; }
  .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; margin-bottom: 20px; }
  .card { background: #fff; border: 1px solid #d1d5db; border-radius: 8px; padding: 14px 16px; text-decoration: none; color: #111827; }
  .card .n { font-size: 1.8em; font-weight: 700; }
  .card .l { color: #4b5563; }
  .stack > * { margin-bottom: 20px; display: block; }
  .login { max-width: 380px; margin: 10vh auto; background: #fff; color: #111827; border: 1px solid #d1d5db; border-radius: 10px; padding: 28px; }
  .login h1 { margin: 0 0 4px; font-size: 1.6em; }
  .login p { color: #4b5563; margin: 0 0 18px; }
  .login label { display: block; font-weight: 600; margin: 12px 0 4px; }
  .login input, .login select { width: 100%; font: inherit; padding: 8px 10px; border: 1px solid #9ca3af; border-radius: 6px; }
  .login button { margin-top: 18px; width: 100%; font: inherit; padding: 9px; background: var(--accent); color: #fff; border: none; border-radius: 6px; cursor: pointer; }
  .login .error { color: #b91c1c; margin-top: 12px; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  dialog.relogin { border: none; border-radius: 10px; padding: 0; }
  dialog.relogin::backdrop { background: rgb(0 0 0 / 0.5); }
  dialog.relogin .login { margin: 0; }
  .muted { color: #4b5563; }
  .card.attention { border-color: #b91c1c; }
  .badge { display: inline-block; border-radius: 999px; padding: 0 8px; font-size: 0.85em; border: 1px solid currentColor; white-space: nowrap; }
  .badge.late { color: #b91c1c; font-weight: 600; }
  .badge.refused { color: #92400e; }
  .legend { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 8px 0 0; font-size: 0.85em; color: #4b5563; }
  .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 5px; border-radius: 2px; }
  .page-actions { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin-bottom: 12px; }
  .page-actions button { font: inherit; border: 1px solid #9ca3af; background: #fff; border-radius: 6px; padding: 5px 12px; cursor: pointer; }
  .page-actions .error { flex-basis: 100%; margin: 0; color: #b91c1c; }
  .next-step { margin-top: 12px; }
  .below { margin-top: 20px; display: block; }
  @media (prefers-color-scheme: dark) {
    .card { background: #111827; border-color: #374151; color: #f3f4f6; }
    .card .l, .muted { color: #cbd5e1; }
    .badge.late { color: #fca5a5; }
    .badge.refused { color: #fcd34d; }
  }
  @media (max-width: 900px) {
    .cards { grid-template-columns: 1fr 1fr !important; }
    .layout { grid-template-columns: minmax(0, 1fr); }
    nav.side { display: flex; flex-wrap: wrap; gap: 4px; }
    nav.side a { margin: 0; }
  }
`;
