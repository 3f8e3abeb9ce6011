/** @ferry/angular in a real Angular app (examples/angular, built with the Angular CLI) in Chromium: a pipeline is created. */
import { describe, it } from 'node:test';
import { browserMissing } from '../../embed/test/browser.ts';
import { exerciseExample } from '../../embed/test/example-app.ts';

describe('@ferry/angular in the Angular example', { skip: browserMissing() ?? false }, () => {
  it('lists pipelines and creates one through <ferry-create-pipeline> with callbacks as outputs', () => exerciseExample('angular'));
});
