import { css } from 'lit';

export const createConnectorStyles = css`
  .footer { display: flex; gap: var(--_space); justify-content: flex-end; margin-top: calc(var(--_space) * 2); }
  .success { text-align: center; padding: calc(var(--_space) * 3); }
  fieldset { border: none; padding: 0; margin: 0 0 calc(var(--_space) * 1.5); }
  legend { font-weight: 600; margin-bottom: 4px; padding: 0; }
  fieldset label { display: inline-flex; gap: 4px; font-weight: 400; margin-right: calc(var(--_space) * 2); }
  .secret { font-family: ui-monospace, monospace; word-break: break-all; background: var(--_surface); padding: var(--_space); border-radius: var(--_radius); }
  .secret-address strong { font-family: ui-monospace, monospace; word-break: break-all; }
`;
