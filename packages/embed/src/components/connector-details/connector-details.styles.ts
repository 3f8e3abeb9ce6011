import { css } from 'lit';

export const connectorDetailsStyles = css`
  .footer { display: flex; gap: var(--_space); align-items: center; margin-top: calc(var(--_space) * 2); flex-wrap: wrap; }
  .secret { font-family: ui-monospace, monospace; word-break: break-all; background: var(--_surface); padding: var(--_space); border-radius: var(--_radius); }
`;
