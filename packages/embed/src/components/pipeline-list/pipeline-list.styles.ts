import { css } from 'lit';

export const pipelineListStyles = css`
  .runs { display: inline-flex; gap: 3px; }
  .run { width: 10px; height: 10px; border-radius: 50%; display: inline-block; background: var(--_muted); }
  .run.SUCCESSFUL { background: var(--_success); }
  .run.FAILED { background: var(--_danger); }
  .run.PROCESSING { background: var(--_warning); }
`;
