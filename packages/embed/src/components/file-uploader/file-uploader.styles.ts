import { css } from 'lit';

export const fileUploaderStyles = css`
  .drop { border: 2px dashed var(--_border); border-radius: var(--_radius); padding: calc(var(--_space) * 4) calc(var(--_space) * 2); text-align: center; background: var(--_surface); }
  .drop.over { border-color: var(--_primary); }
  .drop p { margin: 0 0 var(--_space); }
  .progress { margin: calc(var(--_space) * 1.5) 0; }
  ul.executions { list-style: none; padding: 0; margin: var(--_space) 0 0; }
  ul.executions li { display: flex; gap: var(--_space); align-items: center; padding: var(--_space) 0; border-bottom: 1px solid var(--_border); flex-wrap: wrap; }
`;
