import { defaultClientConditions, defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// Ferry's elements are custom elements: Vue must not try to resolve them as Vue components.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ferry-') } } })],
  // In this repository @ferry/vue resolves to its TypeScript sources (the `@ferry/source` export
  // condition); an app that installed the package from npm needs no `resolve` here.
  resolve: { conditions: ['@ferry/source', ...defaultClientConditions] },
  build: { target: 'es2022' },
});
