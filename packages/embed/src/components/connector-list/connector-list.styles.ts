import { css } from 'lit';

export const connectorListStyles = css``;
