/**
 * The benchmark's model: the input headers of the generated file, the TDM and the saved mappings
 * (kept apart from the generator so a benchmark case loads no module it does not use).
 */
import type { TargetDataModel } from '../src/types.ts';

/** Input headers (as a customer's export names them; the TDM's keys differ, so mapping works). */
export const HEADERS = ['Customer ID', 'First Name', 'Last Name', 'E-Mail', 'Signup Date', 'Amount', 'Quantity', 'Status', 'SKU', 'Notes'];

/**
 * The benchmark's TDM: string, email, date with outputFormat, float, int and category columns,
 * with required, unique and regex rules.
 */
export const BENCH_TDM: TargetDataModel = {
  name: 'Customers',
  columns: [
    { key: 'customer_id', label: 'Customer ID', columnType: 'int', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'first_name', label: 'First name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'last_name', label: 'Last name', columnType: 'string' },
    { key: 'email', label: 'Email', columnType: 'email', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'signup_date', label: 'Signup date', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'quantity', label: 'Quantity', columnType: 'int' },
    {
      key: 'status', label: 'Status', columnType: 'category',
      optionConfiguration: {
        options: [
          { label: 'Active', value: 'ACTIVE' }, { label: 'Inactive', value: 'INACTIVE' },
          { label: 'Pending', value: 'PENDING' }, { label: 'Closed', value: 'CLOSED' },
        ],
        mappingConfiguration: { layers: ['EXACT', 'FUZZY'] },
      },
    },
    { key: 'sku', label: 'SKU', columnType: 'string', validations: [{ validate: 'regex', regex: '^[A-Z]{3}-[0-9]{4}$', errorMessage: 'SKU must look like ABC-1234' }] },
    { key: 'notes', label: 'Notes', columnType: 'string' },
  ],
};

/** Two HYPER_FORMULA transformations (on first_name and amount); everything else is matched. */
export const BENCH_MAPPINGS = [
  { source_columns: ['First Name'], target_column: 'first_name', transformations: [{ type: 'HYPER_FORMULA' as const, function: '=PROPER({value})' }] },
  { source_columns: ['Amount'], target_column: 'amount', transformations: [{ type: 'HYPER_FORMULA' as const, function: '=ROUND({value}*1.19, 2)' }] },
];
