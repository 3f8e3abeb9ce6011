/**
 * @ferry/vue — Ferry's embeddable components as Vue 3 components (MIT), named as the interface names
 * them: `<CreatePipeline :access-token="token" :settings="{ modal: true }" @pipeline-create="created" />`.
 * Every property of the element is a prop; every callback is an event (`@pipeline-create` is the
 * element's `onPipelineCreate`, called with the same argument). Generated from @ferry/embed's
 * Custom Elements Manifest.
 */
export * from './components.ts';
