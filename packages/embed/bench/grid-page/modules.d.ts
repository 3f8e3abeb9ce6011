// The comparison's library grids are measured, not typed: their modules as Vite bundles them.
declare module 'canvas-datagrid';
declare module 'tabulator-tables';
declare module '*.css?inline' {
  const css: string;
  export default css;
}
