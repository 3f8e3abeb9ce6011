/**
 * @ferry/angular — Ferry's embeddable components for Angular (MIT): a standalone directive per
 * element, selected by its tag, named as the interface names the component. Import them (or
 * `FERRY_COMPONENTS`) into a standalone component and bind:
 * `<ferry-create-pipeline [accessToken]="token" [settings]="{ modal: true }" (pipelineCreate)="created($event)"></ferry-create-pipeline>`.
 * Inputs are the element's properties; outputs its callbacks (`onPipelineCreate` → `(pipelineCreate)`,
 * `$event` is the callback's argument). Generated from @ferry/embed's Custom Elements Manifest.
 */
export * from './components.ts';
