import assert from 'node:assert/strict';
import { it } from 'node:test';
import dayjs from 'dayjs';
import { dateFormatProblem } from './check-date-format.ts';

it('refuses patterns that would write nonsense, naming the token and suggesting the fix', () => {
  // The case: dayjs writes "Su.00.yyyy" for it.
  assert.equal(dayjs('2024-03-01').format('dd.mm.yyyy'), 'Fr.00.yyyy');
  const problem = dateFormatProblem('dd.mm.yyyy', 'date')!;
  assert.match(problem.message, /"mm" is minutes/);
  assert.match(problem.message, /"yyyy" is not a date token/);
  assert.match(problem.message, /"dd" is the weekday/);
  assert.equal(problem.suggestion, 'DD.MM.YYYY');
  assert.equal(dateFormatProblem('yyyy-MM-dd', 'date')?.suggestion, 'YYYY-MM-DD');
  assert.equal(dateFormatProblem('mm/dd/yyyy', 'date')?.suggestion, 'MM/DD/YYYY');
  assert.equal(dateFormatProblem('YYYY-MM-DD HH:mm', 'date')?.suggestion, 'YYYY-MM-DD', 'a date column has no time of day');
  assert.match(dateFormatProblem('DD.MM.YYYY at HH:mm', 'datetime')!.message, /"t" is not a date token.*\[brackets\]/);
  assert.match(dateFormatProblem('YYYY-MM-DD', 'time')!.message, /a time column has no date/);
});

it('accepts the patterns people use', () => {
  const fine: Array<[string, 'date' | 'datetime' | 'time']> = [
    ['DD.MM.YYYY', 'date'], ['MM/DD/YYYY', 'date'], ['YYYY-MM-DD', 'date'], ['D. MMMM YYYY', 'date'], ['dddd, D MMMM YYYY', 'date'], ['YYYY', 'date'],
    ['YYYY-MM-DDTHH:mm:ss', 'datetime'], ['DD.MM.YYYY HH:mm', 'datetime'], ['DD.MM.YYYY [at] HH:mm', 'datetime'], ['YYYY-MM-DDTHH:mm:ss.SSSZ', 'datetime'],
    ['HH:mm', 'time'], ['hh:mm a', 'time'], ['HH:mm:ss', 'time'],
  ];
  for (const [format, type] of fine) assert.equal(dateFormatProblem(format, type), null, `${format} (${type})`);
});
