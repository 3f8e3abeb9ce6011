/**
 * @ferry/engine — the import engine (read → header → map → transform → validate → write).
 * A pure library: no database, no HTTP. See ./types.ts for the contract and ./contracts.ts for
 * the stages.
 */
export * from './types.ts';
