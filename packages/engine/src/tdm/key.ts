/**
 * The key of a target data model: the columns that identify a row from one file of a feed to the
 * next. Change tracking (created / updated / unchanged / removed rows since the last delivery) and
 * the DATABASE output's UPSERT both use it.
 */
import type { TargetDataModel } from '../types.ts';

/**
 * The TDM's key columns, in order:
 * - the TDM's `key` when it is set and non-empty;
 * - otherwise the columns of the first `unique` validation in column order: that column alone, or
 *   that column followed by its rule's `columns` for a composite unique;
 * - `[]` when the TDM has neither (no key: rows cannot be followed between files).
 *
 * Pure; expects a TDM `checkTdm` accepted (keys exist and are not repeated). Never throws.
 */
export function tdmKey(tdm: TargetDataModel): string[] {
  if (tdm.key && tdm.key.length > 0) return [...tdm.key];
  for (const column of tdm.columns) {
    const unique = column.validations?.find((v) => v.validate === 'unique');
    if (!unique) continue;
    const key = [column.key];
    for (const other of unique.columns ?? []) if (!key.includes(other)) key.push(other);
    return key;
  }
  return [];
}
