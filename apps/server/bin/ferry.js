#!/usr/bin/env node
// The `ferry` command. Ferry runs on Node.js 24 (TypeScript through type stripping); npm scripts
// and npx use the Node pinned in devDependencies (the `node` package), whatever the system has.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`ferry needs Node.js 24 (found ${process.version}). Run it through npm: "npm start" or "npx ferry …" from the repository, which use the pinned Node.js.`);
  process.exit(1);
}
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
