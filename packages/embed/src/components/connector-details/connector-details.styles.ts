import { css } from 'lit';

export const connectorDetailsStyles = css`
  .footer { display: flex; gap: var(--_space); align-items: center; margin-top: calc(var(--_space) * 2); flex-wrap: wrap; }
  .retrust { border: 1px solid var(--_border, #d0d7de); border-radius: var(--_radius); padding: var(--_space); margin: var(--_space) 0; max-width: 40rem; }
  .secret { font-family: ui-monospace, monospace; word-break: break-all; background: var(--_surface); padding: var(--_space); border-radius: var(--_radius); }
`;
