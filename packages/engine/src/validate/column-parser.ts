/**
 * Chooses and configures the parser of each TDM column type (DESIGN.md §4). One parser object
 * per column, compiled once: per-column state (decimal separator, day/month order) lives in it.
 */
import type { ValidatorOptions } from '../contracts.ts';
import type { TdmColumn } from '../types.ts';
import { bicParser, ibanParser } from './bank-parse.ts';
import { booleanParser } from './boolean-parse.ts';
import { createCategoryParser } from './category-parse.ts';
import type { CellParser, PresentValue } from './cell-parser.ts';
import { createCountryParser } from './country-parse.ts';
import { currencyParser } from './currency-parse.ts';
import { createDateParser } from './date-parse.ts';
import { emailParser } from './email-parse.ts';
import { gtinParser } from './gtin-parse.ts';
import { createNumberParser } from './number-parse.ts';
import { createPhoneParser } from './phone-parse.ts';
import { dateText } from './cell-parser.ts';
import { urlParser } from './url-parse.ts';

/**
 * The `string` type: trimmed text (strings arrive trimmed). Numbers from typed formats become
 * their shortest round-trip text (`1234.5`, `-0` → `0`), booleans `true`/`false`, dates ISO 8601
 * (`YYYY-MM-DD` at midnight UTC, else `YYYY-MM-DDTHH:mm:ss.SSSZ`).
 */
export const stringParser: CellParser = {
  parse(value: PresentValue): string {
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return Object.is(value, -0) ? '0' : String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return dateText(value);
  },
};

/** The parser for a column of a checked TDM. Throws TypeError for a type the TDM check would refuse. */
export function createCellParser(column: TdmColumn, options: ValidatorOptions): CellParser {
  switch (column.columnType) {
    case 'string': return stringParser;
    case 'int': return createNumberParser('int');
    case 'float': return createNumberParser('float', options.decimalSeparator);
    case 'percentage': return createNumberParser('percentage', options.decimalSeparator);
    case 'boolean': return booleanParser;
    case 'date':
    case 'datetime':
    case 'time':
      return createDateParser(column.columnType, column.outputFormat, options.dateOrder);
    case 'email': return emailParser;
    case 'url': return urlParser;
    case 'phone': return createPhoneParser(options.defaultPhoneRegion);
    case 'category': return createCategoryParser(column.optionConfiguration);
    case 'country_code_alpha_2': return createCountryParser('alpha2');
    case 'country_code_alpha_3': return createCountryParser('alpha3');
    case 'currency_code': return currencyParser;
    case 'iban': return ibanParser;
    case 'bic': return bicParser;
    case 'gtin': return gtinParser;
    default: throw new TypeError(`unknown column type ${JSON.stringify(column.columnType)}`);
  }
}
