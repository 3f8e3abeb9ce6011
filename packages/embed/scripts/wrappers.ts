/**
 * Generates the framework wrappers from the Custom Elements Manifest (dist/custom-elements.json):
 *   packages/embed-react/src/components.ts   @lit/react createComponent per element
 *   packages/embed-vue/src/components.ts     a Vue 3 component per element: props = the element's
 *                                            public properties (callbacks included, so `@x-y` binds `onXY`)
 *   packages/embed-angular/src/components.ts a standalone Angular directive per element: inputs and outputs
 * Names are the interface's component names (the class name without `Ferry`). `--check` fails when
 * a committed file differs from what would be generated (the test suite runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

interface Member { kind: string; name: string; privacy?: string; static?: boolean; type?: { text: string }; description?: string }
interface Declaration { name: string; tagName?: string; description?: string; members?: Member[] }

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'embed/dist/custom-elements.json'), 'utf8')) as { modules: Array<{ declarations?: Declaration[] }> };
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).sort((a, b) => a.name.localeCompare(b.name));
const BANNER = '// Generated from @ferry/embed\'s Custom Elements Manifest by packages/embed/scripts/wrappers.ts (npm run build). Do not edit.\n';
/** The first sentence after the element's name in its description. */
const summary = (d: Declaration) => {
  const text = (d.description ?? '').replace(/\s+/g, ' ').replace(/\*\//g, '').trim();
  const body = text.includes(': ') ? text.slice(text.indexOf(': ') + 2) : text;
  const end = body.search(/\.(\s|$)/);
  const sentence = end > 0 ? body.slice(0, end) : body;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
};
const props = (d: Declaration) => [...new Map((d.members ?? []).filter((m) => m.kind === 'field' && m.privacy === 'public' && !m.static).map((m) => [m.name, m])).values()];

let react = BANNER + `import * as React from 'react';\nimport { createComponent } from '@lit/react';\nimport { ${elements.map((e) => e.name).join(', ')} } from '@ferry/embed';\n`;
for (const e of elements) {
  const name = e.name.replace(/^Ferry/, '');
  react += `\n/** ${summary(e)} (\`<${e.tagName}>\`) */\nexport const ${name} = createComponent({ tagName: '${e.tagName}', elementClass: ${e.name}, react: React });\n`;
}

let vue = BANNER + `import { defineComponent, h, type PropType } from 'vue';\nimport '@ferry/embed';\nimport type { ${elements.map((e) => e.name).join(', ')} } from '@ferry/embed';\n\n`;
vue += `/** Passes every prop that was given as a DOM property of the element (\`.name\`), so objects and callbacks reach it unchanged. */\nfunction asProperties(props: Record<string, unknown>): Record<string, unknown> {\n  const out: Record<string, unknown> = {};\n  for (const [key, value] of Object.entries(props)) if (value !== undefined) out[\`.\${key}\`] = value;\n  return out;\n}\n`;
for (const e of elements) {
  const name = e.name.replace(/^Ferry/, '');
  const fields = props(e);
  vue += `\n/** ${summary(e)} (\`<${e.tagName}>\`) */\nexport const ${name} = defineComponent({\n  name: '${name}',\n  props: {\n${fields.map((f) => `    ${f.name}: { type: null as unknown as PropType<${e.name}['${f.name}']>, default: undefined },`).join('\n')}\n  },\n  setup(props) {\n    return () => h('${e.tagName}', asProperties(props));\n  },\n});\n`;
}

// Angular: a standalone directive per element, selected by the element's own tag: inputs set the
// element's properties, outputs are its callbacks (set only when the host listens, so a view
// callback still decides whether list entries show their button).
let angular = BANNER + `import { Directive, ElementRef, EventEmitter, inject, type OnChanges, type OnInit, type SimpleChanges } from '@angular/core';\nimport '@ferry/embed';\nimport type { ${elements.map((e) => e.name).join(', ')} } from '@ferry/embed';\n\ntype Arg<F> = NonNullable<F> extends (arg: infer A) => unknown ? A : never;\n`;
for (const e of elements) {
  const name = e.name.replace(/^Ferry/, '');
  const fields = props(e);
  const isCallback = (f: Member) => /^on[A-Z]/.test(f.name);
  const inputs = fields.filter((f) => !isCallback(f));
  const callbacks = fields.filter(isCallback);
  const outName = (f: Member) => f.name.charAt(2).toLowerCase() + f.name.slice(3);
  angular += `\n/** ${summary(e)} (\`<${e.tagName}>\`; outputs: ${callbacks.map((c) => `(${outName(c)})`).join(', ')}) */\n@Directive({\n  selector: '${e.tagName}',\n  standalone: true,\n  inputs: [${inputs.map((f) => `'${f.name}'`).join(', ')}],\n  outputs: [${callbacks.map((f) => `'${outName(f)}'`).join(', ')}],\n})\nexport class ${name} implements OnChanges, OnInit {\n  readonly #element = inject(ElementRef).nativeElement as ${e.name};\n${inputs.map((f) => `  ${f.name}: ${e.name}['${f.name}'] = undefined as never;`).join('\n')}\n${callbacks.map((f) => `  readonly ${outName(f)} = new EventEmitter<Arg<${e.name}['${f.name}']>>();`).join('\n')}\n\n  ngOnChanges(changes: SimpleChanges): void {\n    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;\n  }\n\n  ngOnInit(): void {\n${callbacks.map((f) => `    if (this.${outName(f)}.observed) this.#element.${f.name} = ((arg: never) => this.${outName(f)}.emit(arg)) as never;`).join('\n')}\n  }\n}\n`;
}
angular += `\n/** Every directive, for a standalone component's \`imports\`. */\nexport const FERRY_COMPONENTS = [${elements.map((e) => e.name.replace(/^Ferry/, '')).join(', ')}] as const;\n`;

const outputs: Array<[string, string]> = [[join(root, 'embed-react/src/components.ts'), react], [join(root, 'embed-vue/src/components.ts'), vue], [join(root, 'embed-angular/src/components.ts'), angular]];
if (process.argv.includes('--check')) {
  const stale = outputs.filter(([path, text]) => { try { return readFileSync(path, 'utf8') !== text; } catch { return true; } });
  if (stale.length) {
    console.error(`stale generated wrappers: ${stale.map(([p]) => p).join(', ')} — run npm run build and commit them`);
    process.exit(1);
  }
} else {
  for (const [path, text] of outputs) writeFileSync(path, text);
  console.log(`@ferry/embed: wrote the React, Vue and Angular wrappers of ${elements.length} components`);
}
