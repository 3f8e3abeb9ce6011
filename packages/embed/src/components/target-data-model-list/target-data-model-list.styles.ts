import { css } from 'lit';

export const targetDataModelListStyles = css``;
