/**
 * `ferry-embed-de.js`: the German texts for the plain script. Registers them with `window.FerryEmbed`
 * when it is there, else leaves them for it (a page that includes this script first).
 */
import { DE } from './base/texts-de.ts';

const scope = globalThis as { FerryEmbed?: { registerTexts?: (language: 'de', texts: typeof DE) => void }; __ferryTexts?: Record<string, unknown> };
if (scope.FerryEmbed?.registerTexts) scope.FerryEmbed.registerTexts('de', DE);
else (scope.__ferryTexts ??= {}).de = DE;
