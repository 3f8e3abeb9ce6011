/**
 * The web platform in German, in Chromium: a browser whose language is German gets the sign-in page,
 * the navigation, the platform's pages and the components on them in German (the page says
 * `lang="de"`); the Language choice in the header switches to English and back, and is kept. German
 * labels (often longer) fit their buttons, labels and headings on every page visited; axe-core finds
 * nothing serious. Screenshots in test-artifacts/screenshots/platform-de-*.png.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { browserMissing, openHarness, type Harness } from '../../../packages/embed/test/browser.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Controls anywhere in the page (through every shadow root) whose content is wider than they show. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (r: ShadowRoot | Document) => {
      // A table wider than its scrolling box (.scroll-x) hides its last columns until scrolled.
      for (const el of r.querySelectorAll<HTMLElement>('button, label, th, h1, h2, h3, select, .badge, nav a, .scroll-x')) {
        if (el.offsetParent === null) continue;
        if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 80) ?? ''}`);
      }
      for (const el of r.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return out;
  });
}

/** Every text drawn in the page (through every shadow root). */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (r: ShadowRoot | Document) => {
      const walker = document.createTreeWalker(r, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (parent && !['STYLE', 'SCRIPT'].includes(parent.tagName) && n.textContent?.trim()) parts.push(n.textContent.trim());
      }
      for (const el of r.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return parts.join('\n');
  });
}

describe('the web platform in German', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  before(async () => {
    if (!existsSync(join(root, 'apps/platform/dist/index.html'))) execFileSync(process.execPath, [join(root, 'apps/platform/scripts/build.ts')], { stdio: 'inherit' });
    h = await openHarness({ runtime: false, locale: 'de-DE' });
  });
  after(() => h?.close());

  it('follows a German browser: sign-in, navigation, pages and components in German, nothing cut off', async () => {
    const page = h.page;
    await page.goto(`${h.ferryUrl}/`);
    await page.getByRole('heading', { name: 'Bei Ferry anmelden' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    await h.screenshot('platform-de-sign-in');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(h.ctx.org.owner.email);
    await page.getByRole('textbox', { name: 'Passwort' }).fill('wrong password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Die E-Mail-Adresse oder das Passwort ist falsch.').waitFor();
    await page.getByRole('textbox', { name: 'Passwort' }).fill(h.ctx.org.owner.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { name: 'Übersicht', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Zieldatenmodelle' }).waitFor();
    await page.getByRole('heading', { name: 'Erste Schritte' }).waitFor();
    await page.getByRole('link', { name: 'Legen Sie ein Zieldatenmodell an' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await overflowing(page), [], 'dashboard');
    await h.screenshot('platform-de-dashboard');

    const pages: Array<[string, string]> = [
      ['/pipelines/new', 'Woher Dateien kommen, wie die Zeilen aussehen müssen'],
      ['/connectors/new', 'Konnektor anlegen'],
      ['/tdms/new', 'Spalte hinzufügen'],
      ['/users/new', 'Kein Passwort nötig'],
      ['/settings', 'Webhook hinzufügen'],
      ['/templates/new', 'Name der Vorlage'],
    ];
    const found: Record<string, unknown> = {};
    for (const [path, german] of pages) {
      await page.goto(`${h.ferryUrl}${path}`);
      await page.getByText(german).first().waitFor();
      await page.waitForLoadState('networkidle');
      const cut = await overflowing(page);
      if (cut.length) found[`${path} cut off`] = cut;
      const v = await h.axe('ferry-platform');
      if (v.length) found[`${path} axe`] = v;
      // English words of the interface that would show a text left out of the catalogs.
      const text = await pageText(page);
      const english = ['Cancel', 'Save', 'Loading…', 'Choose…', 'Create connector', 'Add column', 'Settings', 'Name and schedule'].filter((w) => text.split('\n').includes(w));
      if (english.length) found[`${path} English`] = english;
      await h.screenshot(`platform-de${path.replace(/\//g, '-')}`);
    }
    assert.deepEqual(found, {});
  });

  it('switches to English and back with the Language choice, and keeps the choice', async () => {
    const page = h.page;
    await page.goto(`${h.ferryUrl}/`);
    await page.getByRole('heading', { name: 'Übersicht', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.goto(`${h.ferryUrl}/connectors`);
    await page.getByRole('heading', { name: 'Connectors', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('heading', { name: 'Konnektoren', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Richtung' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Konnektoren', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('');
    await page.getByRole('heading', { name: 'Konnektoren', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('ferry.language')), null, 'following the browser again');
  });
});
