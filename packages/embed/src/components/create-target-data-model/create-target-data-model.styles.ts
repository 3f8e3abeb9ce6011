import { css } from 'lit';

export const createTargetDataModelStyles = css`
  .success { text-align: center; padding: calc(var(--_space) * 3); }
  .footer { display: flex; gap: var(--_space); justify-content: flex-end; margin-top: calc(var(--_space) * 2); }
`;
