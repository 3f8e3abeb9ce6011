import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// Ferry's elements are custom elements: Vue must not try to resolve them as Vue components.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ferry-') } } })],
  build: { target: 'es2022' },
});
