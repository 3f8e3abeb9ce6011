/**
 * The published packages install into a project outside this repository, as docs/components.md
 * says: `npm pack` makes the five tarballs (each package's prepack builds it), a new Vite project
 * in the system's temporary directory installs them with npm (one install, from npm's cache where
 * it can) and builds three pages — a plain script, a React app and a Vue app — and the build holds
 * the components. TypeScript checks a file that uses all five packages (their declarations are in
 * the tarballs), and the Angular package is the Angular compiler's partial compilation.
 * Versions of Vite, React, Vue and Angular are the ones package-lock.json holds (so npm's cache
 * has them). Needs the npm registry only for what the cache lacks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = new URL('../../../', import.meta.url).pathname;
const PACKAGES = ['@ferry/client', '@ferry/embed', '@ferry/react', '@ferry/vue', '@ferry/angular'];
const TAGS = ['ferry-create-pipeline', 'ferry-pipeline-list', 'ferry-execution-details', 'ferry-file-uploader'];

const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
/** The version package-lock.json holds for `name`, preferring the copy under one of `under` (a workspace folder). */
function locked(name: string, ...under: string[]): string {
  for (const prefix of [...under, '']) {
    const version = lock.packages[`${prefix}node_modules/${name}`]?.version;
    if (version) return version;
  }
  throw new Error(`package-lock.json holds no ${name}`);
}

/**
 * The environment of npm and Vite in the outside project: no npm_* variables of the `npm test`
 * that runs this (they name this repository's prefix and workspace), no Node options of the
 * repository (its `@ferry/source` condition), but the same registry and cache.
 */
function outsideEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) && key !== 'NODE_OPTIONS' && key !== 'INIT_CWD') env[key] = value;
  for (const key of ['npm_config_registry', 'npm_config_cache', 'npm_config_userconfig']) if (process.env[key]) env[key] = process.env[key];
  // npm's scripts and Vite run on this repository's Node (24), whatever the system has.
  env.PATH = `${join(repo, 'node_modules/.bin')}:${process.env.PATH ?? ''}`;
  return env;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
  assert.equal(r.status, 0, `${command} ${args.join(' ')} (in ${cwd}) exited ${r.status ?? r.signal}:\n${r.stderr}\n${r.stdout.slice(-4000)}`);
  return r.stdout;
}

/** Every JavaScript file reachable from `entry` through Vite's manifest, concatenated. */
function reachable(dist: string, manifest: Record<string, { file: string; imports?: string[] }>, entry: string, seen = new Set<string>()): string {
  if (seen.has(entry)) return '';
  seen.add(entry);
  const chunk = manifest[entry];
  assert.ok(chunk, `Vite's manifest has ${entry}`);
  return readFileSync(join(dist, chunk.file), 'utf8') + (chunk.imports ?? []).map((i) => reachable(dist, manifest, i, seen)).join('\n');
}

describe('the npm packages outside the repository', () => {
  it('pack, install into a new Vite project and build with a plain script, React and Vue; their types check', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ferry-tarballs-'));
    try {
      // 1. The tarballs, as a company would make them from a clone (prepack builds each package).
      const packs = join(dir, 'packs');
      mkdirSync(packs);
      const packed = JSON.parse(run('npm', ['pack', ...PACKAGES.flatMap((p) => ['-w', p]), '--pack-destination', packs, '--json', '--silent'], repo)) as Array<{ name: string; filename: string; files: Array<{ path: string }> }>;
      assert.deepEqual(packed.map((p) => p.name).sort(), [...PACKAGES].sort());
      for (const p of packed) {
        const files = new Set(p.files.map((f) => f.path));
        const manifest = JSON.parse(readFileSync(join(repo, 'packages', p.name === '@ferry/client' || p.name === '@ferry/embed' ? p.name.slice(7) : `embed-${p.name.slice(7)}`, 'package.json'), 'utf8'));
        // Every file the package's exports and types name for an outside project is in the tarball.
        const targets = [manifest.types, ...Object.values<any>(manifest.exports).flatMap((e) => (typeof e === 'string' ? [e] : [e.types, e.default]))];
        for (const target of targets.filter((t) => !t.includes('*'))) assert.ok(files.has(target.replace(/^\.\//, '')), `${p.name}: ${target} is in the tarball`);
        assert.ok(![...files].some((f) => f.startsWith('src/')), `${p.name}: no TypeScript sources in the tarball`);
      }

      // 2. A new Vite project outside the repository, its package.json written here.
      const app = join(dir, 'app');
      mkdirSync(join(app, 'src'), { recursive: true });
      const tarball = (name: string) => `file:${join(packs, packed.find((p) => p.name === name)!.filename)}`;
      writeFileSync(join(app, 'package.json'), JSON.stringify({
        name: 'outside-app', version: '1.0.0', private: true, type: 'module',
        dependencies: {
          ...Object.fromEntries(PACKAGES.map((p) => [p, tarball(p)])),
          react: locked('react', 'examples/react/'), 'react-dom': locked('react-dom', 'examples/react/'), vue: locked('vue', 'examples/vue/'),
          '@angular/core': locked('@angular/core', 'examples/angular/'), rxjs: locked('rxjs', 'examples/angular/'),
        },
        devDependencies: {
          vite: locked('vite', 'examples/react/'), '@vitejs/plugin-react': locked('@vitejs/plugin-react', 'examples/react/'), '@vitejs/plugin-vue': locked('@vitejs/plugin-vue', 'examples/vue/'),
          '@types/react': locked('@types/react', 'packages/embed-react/'),
        },
      }, null, 2));
      writeFileSync(join(app, 'vite.config.js'), `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
export default defineConfig({
  plugins: [react(), vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ferry-') } } })],
  build: { target: 'es2022', manifest: true, rollupOptions: { input: { plain: 'index.html', react: 'react.html', vue: 'vue.html' } } },
});
`);
      const page = (script: string, body = '<div id="app"></div>') => `<!doctype html><html><head><meta charset="utf-8"><title>outside</title></head><body>${body}<script type="module" src="${script}"></script></body></html>\n`;
      writeFileSync(join(app, 'index.html'), page('/src/plain.js', '<ferry-pipeline-list id="pipelines"></ferry-pipeline-list><ferry-create-pipeline id="create" hidden></ferry-create-pipeline>'));
      writeFileSync(join(app, 'src/plain.js'), `import '@ferry/embed';
import { FerryClient } from '@ferry/client';
const list = document.getElementById('pipelines');
list.baseUrl = 'https://ferry.example.com';
list.onPipelineCreate = () => { document.getElementById('create').hidden = false; };
window.ferryClient = new FerryClient({ baseUrl: 'https://ferry.example.com' });
`);
      writeFileSync(join(app, 'react.html'), page('/src/react.jsx'));
      writeFileSync(join(app, 'src/react.jsx'), `import { createRoot } from 'react-dom/client';
import { CreatePipeline, PipelineList } from '@ferry/react';
createRoot(document.getElementById('app')).render(<>
  <PipelineList baseUrl="https://ferry.example.com" settings={{ allowPipelineCreation: true }} onPipelineCreate={() => console.log('create')} />
  <CreatePipeline baseUrl="https://ferry.example.com" onPipelineCreate={({ data }) => console.log('created', data.id)} />
</>);
`);
      writeFileSync(join(app, 'vue.html'), page('/src/vue.js'));
      writeFileSync(join(app, 'src/vue.js'), `import { createApp } from 'vue';
import App from './App.vue';
createApp(App).mount('#app');
`);
      writeFileSync(join(app, 'src/App.vue'), `<script setup>
import { CreatePipeline, ExecutionDetails } from '@ferry/vue';
const created = ({ data }) => console.log('created', data.id);
</script>
<template>
  <CreatePipeline base-url="https://ferry.example.com" @pipeline-create="created" />
  <ExecutionDetails base-url="https://ferry.example.com" execution-id="00000000-0000-4000-8000-000000000000" />
</template>
`);
      // TypeScript: each package's declarations, as an app's type check sees them.
      writeFileSync(join(app, 'check.ts'), `import { FerryClient, FerryApiError, type Pipeline } from '@ferry/client';
import { FerryPipelineList, texts } from '@ferry/embed';
import { CreatePipeline as ReactCreatePipeline } from '@ferry/react';
import { CreatePipeline as VueCreatePipeline } from '@ferry/vue';
import { CreatePipeline as AngularCreatePipeline, FERRY_COMPONENTS } from '@ferry/angular';

export async function names(client: FerryClient): Promise<string[]> {
  const page = await client.listPipelines({ limit: 10 });
  return page.data.map((p) => p.name);
}
export const pipelineName = (p: Pipeline): string => p.name;
export const isError = (e: unknown): boolean => e instanceof FerryApiError;
export const list: FerryPipelineList = document.createElement('ferry-pipeline-list');
export const title: string = texts['pipelines.title'];
export const components = [ReactCreatePipeline, VueCreatePipeline, AngularCreatePipeline, FERRY_COMPONENTS.length] as const;
`);
      writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, lib: ['es2022', 'dom', 'dom.iterable'], types: [] }, files: ['check.ts'] }));

      // 3. One install of everything: the tarballs and, from npm's cache where it has them, the rest.
      const env = outsideEnv();
      run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app, env);
      for (const name of PACKAGES) {
        const installed = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
        assert.equal(installed.version, '0.1.0', `${name} is installed from its tarball`);
      }

      // 4. Vite builds the three pages.
      run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], app, env);
      const dist = join(app, 'dist');
      const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
      for (const [entry, framework] of [['index.html', null], ['react.html', /react\.element|react\.transitional\.element/], ['vue.html', /__vue_app__|_createBlock|createElementBlock|createBlock/]] as const) {
        const code = reachable(dist, manifest, entry);
        // The elements are defined (their tags and the embed's texts are in the code the page loads).
        for (const tag of TAGS) assert.ok(code.includes(tag), `${entry}: the build defines <${tag}>`);
        assert.ok(code.includes('New pipeline'), `${entry}: the components' texts are in the build`);
        if (framework) assert.match(code, framework, `${entry}: the framework is in the build`);
      }
      assert.ok(readdirSync(dist).includes('react.html') && readdirSync(dist).includes('vue.html'));

      // 5. The types check from outside.
      run(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app, env);

      // 6. The Angular directives are compiled for the application's Angular linker (no sources to compile).
      const angular = readFileSync(join(app, 'node_modules/@ferry/angular/dist/components.js'), 'utf8');
      assert.match(angular, /ɵɵngDeclareDirective/);
      // The plain-script bundle is there for a <script> tag.
      assert.ok(readFileSync(join(app, 'node_modules/@ferry/embed/dist/ferry-embed.js'), 'utf8').includes('ferry-pipeline-list'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
