/**
 * The elements in German, in Chromium: chosen by the browser's language when the page says none,
 * by the page's `lang`, and by `settings.language`; German labels (often longer) fit their buttons
 * and cells; axe finds nothing serious. Screenshots in test-artifacts/screenshots/german-*.png.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserMissing, openHarness, type Harness } from './browser.ts';
import { seed } from './seed.ts';

/** Texts of `tag`'s controls whose content is wider than the control shows (cut off or overflowing). */
async function overflowing(page: Page, tag: string): Promise<string[]> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const out: string[] = [];
    const walk = (r: ShadowRoot | Document) => {
      for (const el of r.querySelectorAll<HTMLElement>('button, label, th, h2, h3, select, .badge')) {
        if (el.offsetParent === null) continue;
        if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName.toLowerCase()}: ${el.textContent?.trim() ?? ''}`);
      }
      for (const el of r.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(root);
    return out;
  }, tag);
}

describe('the elements in German', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let input = '';
  before(async () => {
    h = await openHarness({ runtime: false, locale: 'de-DE' });
    input = (await seed(h.ctx, 'Bestellungen')).input;
    await seed(h.ctx, 'Rechnungen');
  });
  after(() => h?.close());

  it('speak the browser\'s language when the page says none', async () => {
    await h.page.evaluate(() => document.documentElement.removeAttribute('lang'));
    await h.mount('ferry-pipeline-list', { settings: { allowPipelineCreation: true } }, ['onPipelineView']);
    await h.page.getByRole('cell', { name: 'Rechnungen', exact: true }).waitFor();
    await h.page.getByRole('button', { name: 'Neue Pipeline' }).waitFor();
    await h.page.getByRole('columnheader', { name: 'Letzte Läufe' }).waitFor();
    await h.page.getByRole('searchbox', { name: 'Suchen' }).waitFor();
    await h.page.getByRole('button', { name: 'Details: Rechnungen' }).waitFor();
    assert.deepEqual(await overflowing(h.page, 'ferry-pipeline-list'), []);
    await h.screenshot('german-pipeline-list');
    assert.deepEqual(await h.axe('ferry-pipeline-list'), []);
  });

  it('follow settings.language over the browser, and the page\'s lang', async () => {
    await h.mount('ferry-pipeline-list', { settings: { allowPipelineCreation: true, language: 'en' } });
    await h.page.getByRole('button', { name: 'New pipeline' }).waitFor();
    await h.page.evaluate(() => document.documentElement.setAttribute('lang', 'en'));
    await h.mount('ferry-pipeline-list', { settings: { allowPipelineCreation: true } });
    await h.page.getByRole('button', { name: 'New pipeline' }).waitFor();
    await h.page.evaluate(() => document.documentElement.setAttribute('lang', 'de-AT'));
    await h.mount('ferry-pipeline-list', { settings: { allowPipelineCreation: true, i18nOverrides: { 'pipelines.new': 'Datenfluss anlegen' } } });
    await h.page.getByRole('button', { name: 'Datenfluss anlegen' }).waitFor();
    await h.page.getByRole('columnheader', { name: 'Nächster Lauf' }).waitFor();
  });

  it('upload files and list executions in German', async () => {
    await h.page.evaluate(() => document.documentElement.setAttribute('lang', 'de'));
    await h.mount('ferry-file-uploader', { inputConnectorId: input }, ['onExecutionView']);
    await h.page.getByText('Dateien hier ablegen, oder').waitFor();
    await h.page.getByRole('button', { name: 'Dateien auswählen' }).waitFor();
    assert.deepEqual(await overflowing(h.page, 'ferry-file-uploader'), []);
    await h.screenshot('german-file-uploader');
    assert.deepEqual(await h.axe('ferry-file-uploader'), []);
    await h.mount('ferry-execution-list', {});
    await h.page.getByText('Noch keine Ausführungen.').waitFor();
    await h.page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Fehlgeschlagen' });
    await h.mount('ferry-connector-list', {});
    await h.page.getByRole('columnheader', { name: 'Richtung' }).waitFor();
    await h.page.getByRole('cell', { name: 'Manueller Upload' }).first().waitFor();
    assert.deepEqual(await overflowing(h.page, 'ferry-connector-list'), []);
    await h.screenshot('german-connector-list');
  });
});
