import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In this repository @ferry/react resolves to its TypeScript sources (the `@ferry/source` export
// condition); an app that installed the package from npm needs no `resolve` here.
export default defineConfig({ plugins: [react()], resolve: { conditions: ['@ferry/source', ...defaultClientConditions] }, build: { target: 'es2022' } });
