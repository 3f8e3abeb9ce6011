/**
 * @ferry/react — Ferry's embeddable components as React components (MIT), named as the interface
 * names them: `<CreatePipeline accessToken={token} settings={{ runPipelineOnCreation: true }}
 * onPipelineCreate={({ data }) => …} />`. Every property and callback of the element is a prop
 * (docs/components.md); the components are @lit/react wrappers generated from @ferry/embed's Custom
 * Elements Manifest, so a new component or prop appears here without hand edits.
 */
export * from './components.ts';
