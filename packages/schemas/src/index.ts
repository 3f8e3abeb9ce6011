/** @ferry/schemas — TypeBox schemas of every Ferry REST resource (browser-safe). */
export * from './common.ts';
export * from './permissions.ts';
export * from './users.ts';
export * from './sub-organizations.ts';
export * from './access.ts';
export * from './tdms.ts';
export * from './pipelines.ts';
export * from './executions.ts';
export * from './connectors.ts';
export * from './mapping.ts';
