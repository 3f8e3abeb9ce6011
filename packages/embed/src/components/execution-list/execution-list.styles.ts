import { css } from 'lit';

export const executionListStyles = css``;
