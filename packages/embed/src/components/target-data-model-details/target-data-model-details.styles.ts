import { css } from 'lit';

export const targetDataModelDetailsStyles = css`
  .footer { display: flex; gap: var(--_space); justify-content: flex-end; margin-top: calc(var(--_space) * 2); }
`;
