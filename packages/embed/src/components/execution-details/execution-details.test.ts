/**
 * ferry-execution-details in Chromium against a real server (PGlite, and PostgreSQL when
 * DATABASE_URL is set): the review grid — every column with the source row numbers, erroneous
 * cells marked with their problem, filters, search and sort; the spreadsheet keys one by one; a
 * block pasted as a spreadsheet puts it on the clipboard; copy, fill down, set a value, find and
 * replace with its count; undo and redo; staged edits kept across a reload; apply fixes. Then
 * 100,000 rows paged from the server with a bounded DOM, rerun and downloads. axe-core throughout.
 * (Rules, fixes kept across a run from the file and lineage are in review.test.ts.)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { seed, type Seeded } from '../../../test/seed.ts';
import { uploadCsv } from '../../../../../apps/server/test/helpers/upload.ts';
import { databaseKinds } from '../../../../../apps/server/test/helpers/database.ts';

const ROWS = 100_000;
const CSV = 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,12.5\nAlan Turing,not-an-email,7\nGrace Hopper,grace@example.com,three\n,nobody@example.com,4\nEdsger Dijkstra,edsger@example,1.5\nBarbara Liskov,barbara@example.com,2\n';

/** The grid and its cells, as a person (or a screen reader) finds them. */
function gridOf(page: Page) {
  const grid = page.getByRole('grid', { name: /^Rows of / });
  return {
    grid,
    /** The cell of source row `row` in the column headed `label`. */
    cell(row: number, label: string): Locator {
      return grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(row), exact: true }) }).getByRole('gridcell').nth(['Name', 'Email', 'Amount'].indexOf(label));
    },
    /** The focused element's text and aria position (rowindex of its row, colindex). */
    async focused(): Promise<{ text: string; row: string | null; col: string | null; role: string | null }> {
      return page.evaluate(() => {
        let a: Element | null = document.activeElement;
        while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
        return { text: a?.textContent ?? '', row: a?.parentElement?.getAttribute('aria-rowindex') ?? null, col: a?.getAttribute('aria-colindex') ?? null, role: a?.getAttribute('role') ?? null };
      });
    },
  };
}

for (const database of databaseKinds()) {
  describe(`ferry-execution-details (${database})`, { skip: browserMissing() ?? false }, () => {
    let h: Harness;
    let s: Seeded;
    let failed: string;
    before(async () => {
      h = await openHarness({ runtime: true, database });
      await h.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.hostUrl });
      s = await seed(h.ctx, 'Customer import');
      failed = await uploadCsv(h.ctx, s.input, 'customers.csv', CSV);
      const done = await h.ctx.waitForExecution(failed);
      assert.equal(done.status, 'FAILED');
    });
    after(() => h?.close());

    it('shows every column of the rows with problems, marks erroneous cells, and filters, searches and sorts', async () => {
      const page = h.page;
      await page.setViewportSize({ width: 1200, height: 900 });
      await h.mount('ferry-execution-details', { executionId: failed });
      const g = gridOf(page);
      await g.grid.waitFor();
      // Rows with problems by default: source rows 3 (e-mail), 4 (amount), 5 (name required), 6 (e-mail).
      await g.cell(3, 'Email').waitFor();
      assert.deepEqual((await g.grid.getByRole('columnheader').allInnerTexts()).map((t) => t.replace(/[▲▼]/g, '').trim()), ['Row', 'Name', 'Email', 'Amount']);
      assert.deepEqual(await g.grid.getByRole('rowheader').allInnerTexts(), ['3', '4', '5', '6']);
      assert.equal(await g.grid.getAttribute('aria-rowcount'), '5');
      assert.equal(await g.cell(3, 'Name').innerText(), 'Alan Turing', 'the row’s other columns are shown');
      assert.match(await g.cell(3, 'Email').getAttribute('class') ?? '', /g-err/);
      assert.doesNotMatch(await g.cell(3, 'Name').getAttribute('class') ?? '', /g-err/);
      // The problem on focus (a tooltip the cell is described by) and in the row's panel.
      await g.cell(4, 'Amount').click();
      const tip = page.getByRole('tooltip');
      await tip.waitFor();
      assert.match(await tip.innerText(), /three/);
      assert.equal(await g.cell(4, 'Amount').getAttribute('aria-describedby'), 'g-tip');
      const panel = page.getByRole('complementary', { name: 'Active row' });
      assert.match(await panel.innerText(), /Row 4/);
      assert.match(await panel.innerText(), /Grace Hopper/);
      await h.screenshot('execution-details-grid');
      assert.deepEqual(await h.axe('ferry-execution-details'), []);

      // All rows; then only rows with an Email problem; then by kind of problem.
      await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
      await g.cell(7, 'Name').waitFor();
      assert.deepEqual(await g.grid.getByRole('rowheader').allInnerTexts(), ['2', '3', '4', '5', '6', '7']);
      await page.getByRole('combobox', { name: 'Problem in column' }).selectOption('email');
      await page.waitForFunction(() => document.querySelector('ferry-execution-details')!.shadowRoot!.querySelector('[role=grid]')!.getAttribute('aria-rowcount') === '3');
      assert.deepEqual(await g.grid.getByRole('rowheader').allInnerTexts(), ['3', '6']);
      await page.getByRole('combobox', { name: 'Problem in column' }).selectOption('');
      const kinds = await page.getByRole('combobox', { name: 'Kind of problem' }).locator('option').allInnerTexts();
      assert.ok(kinds.some((k) => /^required \(1\)$/.test(k)), `kinds: ${kinds.join(', ')}`);
      await page.getByRole('combobox', { name: 'Kind of problem' }).selectOption('required');
      await page.waitForFunction(() => document.querySelector('ferry-execution-details')!.shadowRoot!.querySelector('[role=grid]')!.getAttribute('aria-rowcount') === '2');
      assert.deepEqual(await g.grid.getByRole('rowheader').allInnerTexts(), ['5']);
      await page.getByRole('combobox', { name: 'Kind of problem' }).selectOption('');
      // Search over values, then in one column.
      await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
      await page.getByRole('searchbox', { name: 'Search values' }).fill('HOPPER');
      await page.waitForFunction(() => document.querySelector('ferry-execution-details')!.shadowRoot!.querySelector('[role=grid]')!.getAttribute('aria-rowcount') === '2');
      assert.deepEqual(await g.grid.getByRole('rowheader').allInnerTexts(), ['4']);
      await page.getByRole('searchbox', { name: 'Search values' }).fill('no such value');
      await page.getByText('No row matches these filters.').waitFor();
      await h.screenshot('execution-details-grid-empty');
      await page.getByRole('searchbox', { name: 'Search values' }).fill('');
      await g.cell(7, 'Name').waitFor();
      // Sort by Amount (numbers by value), then descending.
      await g.grid.getByRole('columnheader', { name: 'Amount' }).click();
      await page.waitForFunction(() => [...document.querySelector('ferry-execution-details')!.shadowRoot!.querySelectorAll('[role=columnheader]')].some((h) => h.getAttribute('aria-sort') === 'ascending' && h.textContent!.includes('Amount')));
      await page.waitForFunction(() => [...document.querySelector('ferry-execution-details')!.shadowRoot!.querySelectorAll('.g-body [role=row]:not([hidden])')]
        .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex'))).map((r) => r.firstElementChild!.textContent).join(',') === '6,7,5,3,2,4');
      await g.grid.getByRole('columnheader', { name: /Amount/ }).click();
      await page.waitForFunction(() => [...document.querySelector('ferry-execution-details')!.shadowRoot!.querySelectorAll('[role=columnheader]')].some((h) => h.getAttribute('aria-sort') === 'descending'));
      await h.screenshot('execution-details-grid-all-sorted');
      // A narrow window: the row's panel goes below the grid, the grid scrolls sideways.
      await page.setViewportSize({ width: 560, height: 900 });
      await g.cell(4, 'Amount').click();
      await h.screenshot('execution-details-grid-narrow');
      assert.deepEqual(await h.axe('ferry-execution-details'), []);
      await page.setViewportSize({ width: 1200, height: 900 });
      // An execution that does not exist: the problem in words.
      await h.mount('ferry-execution-details', { executionId: '01a00000-0000-7000-8000-000000000000' });
      await page.getByRole('alert').waitFor();
      await h.screenshot('execution-details-not-found');
    });

    it('moves, edits, cancels, clears, undoes and redoes with the keys of a spreadsheet', async () => {
      const page = h.page;
      await h.mount('ferry-execution-details', { executionId: failed });
      const g = gridOf(page);
      await g.cell(3, 'Email').waitFor();
      await g.cell(3, 'Name').click();
      assert.deepEqual(await g.focused(), { text: 'Alan Turing', row: '2', col: '2', role: 'gridcell' });
      // Arrows move the active cell; the focus and aria-rowindex/colindex follow it.
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await g.focused(), { text: 'not-an-email', row: '2', col: '3', role: 'gridcell' });
      await page.keyboard.press('ArrowDown');
      assert.deepEqual(await g.focused(), { text: 'grace@example.com', row: '3', col: '3', role: 'gridcell' });
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowUp');
      assert.equal((await g.focused()).text, 'Alan Turing');
      // Tab and Shift+Tab go across the row (and on to the next row).
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.equal((await g.focused()).text, '7');
      await page.keyboard.press('Tab');
      assert.deepEqual(await g.focused(), { text: 'Grace Hopper', row: '3', col: '2', role: 'gridcell' });
      await page.keyboard.press('Shift+Tab');
      assert.equal((await g.focused()).text, '7');
      // Typing replaces the value; Escape cancels.
      await page.keyboard.press('ArrowLeft');
      assert.equal((await g.focused()).text, 'not-an-email');
      await page.keyboard.type('zzz');
      const editor = page.getByRole('textbox', { name: 'New value of Email, row 3' });
      assert.equal(await editor.inputValue(), 'zzz', 'typing replaced the old text');
      await page.keyboard.press('Escape');
      assert.equal(await editor.count(), 0);
      assert.equal(await g.cell(3, 'Email').innerText(), 'not-an-email', 'Escape kept the old value');
      assert.equal((await g.focused()).text, 'not-an-email', 'the focus is back on the cell');
      // Enter edits the value as it is; Enter keeps it and goes down.
      await page.keyboard.press('Enter');
      assert.equal(await editor.inputValue(), 'not-an-email');
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('@example.com');
      await page.keyboard.press('Enter');
      assert.equal(await g.cell(3, 'Email').innerText(), 'not-an-@example.com');
      assert.match(await g.cell(3, 'Email').getAttribute('class') ?? '', /g-edited/);
      assert.equal((await g.focused()).text, 'grace@example.com', 'Enter went down');
      // F2 edits too; Tab keeps and goes right.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('F2');
      await page.getByRole('textbox', { name: 'New value of Amount, row 4' }).fill('3');
      await page.keyboard.press('Tab');
      assert.equal(await g.cell(4, 'Amount').innerText(), '3');
      // Delete clears the active cell.
      await g.cell(5, 'Amount').click();
      await page.keyboard.press('Delete');
      assert.equal(await g.cell(5, 'Amount').innerText(), '');
      await page.getByRole('status').filter({ hasText: /3 cells changed, not applied yet/ }).waitFor();
      // Undo takes back the clearing, then the amount; redo puts the amount back.
      await page.keyboard.press('Control+z');
      assert.equal(await g.cell(5, 'Amount').innerText(), '4');
      await page.keyboard.press('Control+z');
      assert.equal(await g.cell(4, 'Amount').innerText(), 'three');
      await page.keyboard.press('Control+y');
      assert.equal(await g.cell(4, 'Amount').innerText(), '3');
      await page.keyboard.press('Control+Shift+Z');
      assert.equal(await g.cell(5, 'Amount').innerText(), '');
      await page.keyboard.press('Control+z');
      await page.getByRole('status').filter({ hasText: /2 cells changed, not applied yet/ }).waitFor();
      // A new value is checked at once with the engine's rules: an invalid one stays marked with its message.
      await g.cell(6, 'Amount').click();
      await page.keyboard.type('lots');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: /3 cells changed, not applied yet — 1 still not valid/ }).waitFor();
      assert.match(await g.cell(6, 'Amount').getAttribute('class') ?? '', /g-invalid/);
      assert.doesNotMatch(await g.cell(4, 'Amount').getAttribute('class') ?? '', /g-invalid/, '3 is a number');
      await g.cell(6, 'Amount').click();
      assert.match(await page.getByRole('tooltip').innerText(), /lots/);
      await h.screenshot('execution-details-keys');
      await page.keyboard.press('Control+z');
      assert.deepEqual(await h.axe('ferry-execution-details'), []);
    });

    it('pastes a block copied from a spreadsheet cell by cell, copies, fills down, sets and replaces values', async () => {
      const page = h.page;
      await page.evaluate(() => sessionStorage.clear());
      await h.mount('ferry-execution-details', { executionId: failed });
      const g = gridOf(page);
      await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
      await g.cell(7, 'Name').waitFor();
      // Excel's clipboard: tab-separated, CRLF, a quoted cell with a tab inside, a trailing line break.
      await g.cell(3, 'Email').click();
      await page.evaluate(() => navigator.clipboard.writeText('alan@example.com\t7.5\r\n"grace\thopper@example.com"\t3\r\n'));
      await page.keyboard.press('Control+v');
      await page.getByRole('status').filter({ hasText: /4 cells changed/ }).waitFor();
      assert.equal(await g.cell(3, 'Email').innerText(), 'alan@example.com');
      assert.equal(await g.cell(3, 'Amount').innerText(), '7.5');
      assert.equal(await g.cell(4, 'Email').innerText(), 'grace\thopper@example.com');
      assert.equal(await g.cell(4, 'Amount').innerText(), '3');
      // Copy a range: tab-separated text on the clipboard.
      await g.cell(2, 'Name').click();
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Control+c');
      await page.waitForFunction(async () => (await navigator.clipboard.readText()).startsWith('Ada Lovelace'));
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'Ada Lovelace\tada@example.com\r\nAlan Turing\talan@example.com');
      // Fill down: row 5's Name from row 4 (Ctrl+D), undone.
      await g.cell(4, 'Name').click();
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('Control+d');
      assert.equal(await g.cell(5, 'Name').innerText(), 'Grace Hopper');
      await page.keyboard.press('Control+z');
      assert.equal(await g.cell(5, 'Name').innerText(), '');
      // Fill down with the button.
      await g.cell(6, 'Amount').click();
      await page.keyboard.press('Shift+ArrowDown');
      await page.getByRole('button', { name: 'Fill down' }).click();
      assert.equal(await g.cell(7, 'Amount').innerText(), '1.5');
      // One value for the selected cells.
      await g.cell(5, 'Name').click();
      await page.getByRole('textbox', { name: 'Value for the selected cells' }).fill('Nobody');
      await page.getByRole('button', { name: 'Set selected cells' }).click();
      assert.equal(await g.cell(5, 'Name').innerText(), 'Nobody');
      // Find and replace in a column: the count first, then the change, undoable.
      await page.getByRole('button', { name: 'Find and replace' }).click();
      await page.getByRole('textbox', { name: 'Find', exact: true }).fill('example.com');
      await page.getByRole('textbox', { name: 'Replace with' }).fill('example.org');
      await page.getByRole('checkbox', { name: 'Whole value' }).uncheck();
      await page.getByRole('combobox', { name: 'Replace in' }).selectOption('column');
      await page.getByRole('combobox', { name: 'Column', exact: true }).selectOption('email');
      await page.getByRole('button', { name: 'Count' }).click();
      await page.getByText('5 cells will change.').waitFor();
      await h.screenshot('execution-details-find-replace');
      assert.equal(await g.cell(2, 'Email').innerText(), 'ada@example.com', 'nothing changed before Replace');
      await page.getByRole('button', { name: 'Replace in 5 cells' }).click();
      assert.equal(await g.cell(2, 'Email').innerText(), 'ada@example.org');
      assert.equal(await g.cell(3, 'Email').innerText(), 'alan@example.org', 'the staged value was replaced');
      await page.getByRole('button', { name: 'Undo' }).click();
      assert.equal(await g.cell(2, 'Email').innerText(), 'ada@example.com');
      // In the selection only, whole values.
      await g.cell(2, 'Amount').click();
      await page.keyboard.press('Shift+ArrowDown');
      await page.getByRole('checkbox', { name: 'Whole value' }).check();
      await page.getByRole('textbox', { name: 'Find', exact: true }).fill('12.5');
      await page.getByRole('textbox', { name: 'Replace with' }).fill('13');
      await page.getByRole('combobox', { name: 'Replace in' }).selectOption('selection');
      await page.getByRole('button', { name: 'Count' }).click();
      await page.getByText('1 cell will change.').waitFor();
      await page.getByRole('button', { name: 'Replace in 1 cell' }).click();
      assert.equal(await g.cell(2, 'Amount').innerText(), '13');
      assert.deepEqual(await h.axe('ferry-execution-details'), []);
    });

    it('keeps staged edits across a reload and applies them as a fix', async () => {
      const page = h.page;
      await page.evaluate(() => sessionStorage.clear());
      await h.mount('ferry-execution-details', { executionId: failed });
      const g = gridOf(page);
      await g.cell(3, 'Email').click();
      await page.keyboard.type('alan@example.com');
      await page.keyboard.press('Enter');
      await g.cell(4, 'Amount').click();
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await g.cell(5, 'Name').click();
      await page.keyboard.type('Nobody');
      await page.keyboard.press('Enter');
      await g.cell(6, 'Email').click();
      await page.keyboard.type('edsger@example.com');
      await page.keyboard.press('Enter');
      await page.reload();
      await page.waitForFunction(() => customElements.get('ferry-execution-details') !== undefined);
      await h.mount('ferry-execution-details', { executionId: failed });
      await g.cell(3, 'Email').waitFor();
      await page.getByRole('status').filter({ hasText: /4 cells changed, not applied yet/ }).waitFor();
      assert.equal(await g.cell(3, 'Email').innerText(), 'alan@example.com', 'the edit came back after the reload');
      await page.getByRole('button', { name: 'Apply fixes (4)' }).click();
      await page.getByText('The fixes were applied: the execution is now successful').waitFor({ timeout: 60_000 });
      await h.screenshot('execution-details-fixed');
      const fixed = (await h.ctx.request('GET', `/execution/${failed}`)).body.data;
      assert.equal(fixed.status, 'SUCCESSFUL');
      assert.equal(await page.evaluate((id) => sessionStorage.getItem(`ferry.grid.${id}`), failed), null, 'applied edits are forgotten');
    });

    it('runs again from the file keeping the fixes, or starting over; the fix history says who fixed what', async () => {
      const page = h.page;
      const id = await uploadCsv(h.ctx, s.input, 'again.csv', CSV);
      await h.ctx.waitForExecution(id);
      await page.evaluate(() => sessionStorage.clear());
      await h.mount('ferry-execution-details', { executionId: id }, ['onExecutionRun']);
      const g = gridOf(page);
      await g.cell(3, 'Email').click();
      await page.keyboard.type('alan@example.com');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Apply fixes (1)' }).click();
      await page.getByText('The fixes were applied, but too many cells are still erroneous.').waitFor({ timeout: 60_000 });
      // The fix history: who, which cell, before and after, applied.
      await page.getByText('Fix history: who changed which cells').click();
      const history = page.getByRole('table').filter({ hasText: 'Before' });
      await history.getByRole('cell', { name: 'alan@example.com' }).waitFor();
      assert.match(await history.innerText(), /\s3\s+Email\s+not-an-email\s+alan@example\.com\s+Yes/);
      // Run again from the file, keeping the fixes: the new execution has the cell fixed.
      await page.getByRole('button', { name: 'Run again from the file' }).click();
      const kept = (await h.waitForCall('onExecutionRun') as { data: { id: string; rerun_of: string } }).data;
      assert.equal(kept.rerun_of, id);
      await page.getByText('A new run from the file was started, with the fixes made here').waitFor();
      await h.ctx.waitForExecution(kept.id);
      // Row 3 has no problem any more: it is among all rows.
      await page.getByRole('status').filter({ hasText: /^3 rows$/ }).waitFor();
      await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
      await g.cell(3, 'Email').waitFor();
      await page.waitForFunction(() => document.querySelector('ferry-execution-details')!.shadowRoot!.querySelector('.g-fixed') !== null);
      assert.equal(await g.cell(3, 'Email').innerText(), 'alan@example.com');
      assert.match(await g.cell(3, 'Email').getAttribute('class') ?? '', /g-fixed/);
      await g.cell(3, 'Email').click();
      assert.match(await page.getByRole('complementary', { name: 'Active row' }).innerText(), /fixed by .+ was “not-an-email”/);
      await page.getByText('Fix history: who changed which cells').click();
      await page.getByRole('table').filter({ hasText: 'Before' }).getByText('kept from the run before').waitFor();
      await h.screenshot('execution-details-run-again-kept');
      // Run again from the file, starting over: the cell is as the file has it.
      await page.getByRole('checkbox', { name: 'Keep the fixes made here' }).uncheck();
      await page.getByRole('button', { name: 'Run again from the file' }).click();
      await page.getByText('A new run from the file was started, without the fixes made here').waitFor();
      const fresh = (await h.ctx.request('GET', `/execution?filters=${encodeURIComponent(JSON.stringify({ pipeline: s.pipeline }))}&limit=1`)).body.data[0];
      await h.ctx.waitForExecution(fresh.id);
      await page.waitForFunction(() => document.querySelector('ferry-execution-details')!.shadowRoot!.querySelector('.g-fixed') === null);
      await g.cell(3, 'Email').waitFor();
      assert.equal(await g.cell(3, 'Email').innerText(), 'not-an-email');
      assert.match(await g.cell(3, 'Email').getAttribute('class') ?? '', /g-err/);
      assert.deepEqual(await h.axe('ferry-execution-details'), []);
    });

    it('pages through 100,000 rows from the server with a bounded number of rows in the page', async () => {
      await h.ctx.request('PUT', `/pipeline/${s.pipeline}`, { body: { configuration: { mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['E-Mail'], target_column: 'email' }] } } } });
      const lines = ['Name,E-Mail,Amount'];
      for (let i = 1; i <= ROWS; i++) lines.push(`Person ${i},not-an-email-${i},${i}`);
      const big = await uploadCsv(h.ctx, s.input, 'big.csv', lines.join('\n') + '\n');
      // While it runs: its progress, no grid yet.
      await h.mount('ferry-execution-details', { executionId: big });
      await h.page.getByText('Processing', { exact: true }).waitFor().catch(() => undefined);
      await h.screenshot('execution-details-processing');
      const done = await h.ctx.waitForExecution(big, 240_000);
      assert.equal(done.stats.erroneous_cells, ROWS);
      const page = h.page;
      await h.mount('ferry-execution-details', { executionId: big });
      const g = gridOf(page);
      await g.grid.waitFor();
      await page.getByRole('gridcell', { name: 'not-an-email-1', exact: true }).waitFor();
      assert.equal(await g.grid.getAttribute('aria-rowcount'), String(ROWS + 1));
      const rendered = () => page.evaluate(() => document.querySelector('ferry-execution-details')!.shadowRoot!.querySelectorAll('.g-body [role=row]').length);
      assert.ok(await rendered() < 60, `rows in the page: ${await rendered()}`);
      // Jump to the end, then to the middle: the pages there are read and shown.
      const scrollTo = (f: number) => page.evaluate((x) => {
        const s = document.querySelector('ferry-execution-details')!.shadowRoot!.querySelector('.g-scroller')!;
        s.scrollTop = (s.scrollHeight - s.clientHeight) * x;
      }, f);
      await scrollTo(1);
      await page.getByRole('gridcell', { name: `not-an-email-${ROWS}`, exact: true }).waitFor();
      await scrollTo(0.5);
      await page.getByRole('gridcell', { name: /^not-an-email-50\d\d\d$/ }).first().waitFor();
      // Keys reach the end too.
      await page.getByRole('gridcell', { name: /^not-an-email-50\d\d\d$/ }).first().click();
      await page.keyboard.press('Control+ArrowDown');
      await page.getByRole('gridcell', { name: `not-an-email-${ROWS}`, exact: true }).waitFor();
      assert.equal((await gridOf(page).focused()).text, `not-an-email-${ROWS}`);
      assert.ok(await rendered() < 60);
      await h.screenshot('execution-details-100k');
      assert.deepEqual(await h.axe('ferry-execution-details'), []);
    });

    it('downloads the output of a successful execution in each format', async () => {
      const small = await uploadCsv(h.ctx, s.input, 'one.csv', 'Name,E-Mail,Amount\nAda,ada@example.com,1\n');
      await h.ctx.waitForExecution(small);
      await h.mount('ferry-execution-details', { executionId: small });
      for (const format of ['JSON', 'XLSX']) {
        await h.page.getByRole('combobox', { name: 'Output format' }).selectOption(format);
        const [download] = await Promise.all([h.page.waitForEvent('download'), h.page.getByRole('button', { name: 'Download output' }).click()]);
        assert.match(download.suggestedFilename(), new RegExp(`\\.${format.toLowerCase()}$`));
      }
    });
  });
}
