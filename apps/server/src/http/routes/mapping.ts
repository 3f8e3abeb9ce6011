/**
 * Mapping suggestions (an extension; docs/mapping.md): `POST /mapping/suggest`,
 * `POST /mapping/suggest-options` and `POST /transformation/suggest`. Nothing is stored.
 * Permission: pipeline.read (whoever may see pipelines may ask how a file would map).
 */
import { Type } from '@sinclair/typebox';
import {
  MappingSuggestRequest, MappingSuggestResult, OptionSuggestRequest, OptionSuggestResult,
  TransformationSuggestRequest, TransformationSuggestResult,
} from '@ferry/schemas/mapping';
import type { CellValue } from '@ferry/engine';
import { suggestColumnMappings, suggestOptionMappings, suggestTransformation, warmUpSuggestions } from '../../domain/mapping/suggest.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses } from '../envelope.ts';
import type { FerryApp } from '../ferry-app.ts';

const tags = ['Mapping'];
/** Suggestions may ask the configured language model: a per-caller budget keeps that bounded. */
const rateLimit = { max: 120, timeWindow: 60_000 };

export async function mappingRoutes(app: FerryApp) {
  const { database, config } = app.deps;

  // Once the server listens, the column matcher warms up (the header lexicon compiled, the value
  // checks' libraries loaded) so that no request pays for it: after listen() has resolved, on the
  // event loop's next turn, never on a request's path; start and readiness do not wait for it.
  app.addHook('onListen', async () => {
    setImmediate(() => warmUpSuggestions(app.log));
  });

  app.post(
    '/mapping/suggest',
    {
      schema: {
        operationId: 'suggestMapping',
        tags,
        summary: 'Suggest a target column for each input column (extension)',
        description:
          'For every input header, in input order: the TDM column suggested (or null when none fits well enough — an honest answer), a confidence in [0, 1], a reason a person can check, and up to three alternatives. Signals: the exact name (key, label, alternativeMatches), the mapping memory of the caller (mappings people confirmed before, per organization and per sub-organization), a multilingual header lexicon (English, German, French, Spanish, Italian, Dutch, Portuguese), name similarity, and the sampled values checked against each column type — values that contradict a type veto the mapping. Each target is suggested once, except first + last name joined into a full-name column. With FERRY_LLM_URL set, the language model is asked about the columns left unmapped (headers and at most 5 values each are sent). Send "tdm" (an id) or "columns". Nothing is stored.',
        security: bearer,
        body: MappingSuggestRequest,
        response: { 200: Type.Object({ data: MappingSuggestResult }), ...errorResponses },
      },
      config: { permission: 'pipeline.read', rateLimit },
    },
    async (request) => ({
      data: await suggestColumnMappings({ db: database.db, config, log: request.log }, principalOf(request), {
        ...request.body,
        rows: request.body.rows as CellValue[][] | undefined,
      }),
    }),
  );

  app.post(
    '/mapping/suggest-options',
    {
      schema: {
        operationId: 'suggestOptionMapping',
        tags,
        summary: 'Suggest the option of a category column for each input value (extension)',
        description:
          "Matches each distinct input value to an option of a category column by the layers of its optionConfiguration.mappingConfiguration (or the layers sent; all three by default): EXACT (value, label or alternativeMatches, ignoring case and spaces), SMART (the same meaning in any lexicon language — 'Femme' → female, 'versendet' → SHIPPED, 'Deutschland' → DE — and, with FERRY_LLM_URL set, the language model for what is left), FUZZY (spelling similarity at or above the threshold). Every answer carries its confidence and reason; `transformation` is an OPTION_MAPPING of the values not matched exactly, ready to save on the mapping. Send `values` (a sample the caller holds) or `source` (a pipeline sample or an execution's input and the input column: every row of the file is read and judged); `judged` says which it was — rows, distinct values, whether the whole file — and each answer counts the rows holding its value. Nothing is stored.",
        security: bearer,
        body: OptionSuggestRequest,
        response: { 200: Type.Object({ data: OptionSuggestResult }), ...errorResponses },
      },
      config: { permission: 'pipeline.read', rateLimit },
    },
    async (request) => ({
      data: await suggestOptionMappings({ db: database.db, config, log: request.log }, principalOf(request), request.body, app.deps.storage ? { storage: app.deps.storage, now: app.deps.clock.now() } : undefined),
    }),
  );

  app.post(
    '/transformation/suggest',
    {
      schema: {
        operationId: 'suggestTransformation',
        tags,
        summary: 'Suggest a formula for a prompt, tried on a sample (extension)',
        description:
          'Turns a prompt ("join first and last name", "format as DD.MM.YYYY", "strip currency symbols and use a decimal point", "upper-case", "first 5 characters", "map yes/no to true/false", in any of the seven lexicon languages) into a HYPER_FORMULA transformation: offline from a library of recognised intents, or, with FERRY_LLM_URL set, written by the language model (falling back to the library when its formula does not parse or fails on the sample). The formula is parsed and run on the sample rows; the answer shows each value before and after. `transformation` is null when nothing fits. Nothing is stored.',
        security: bearer,
        body: TransformationSuggestRequest,
        response: { 200: Type.Object({ data: TransformationSuggestResult }), ...errorResponses },
      },
      config: { permission: 'pipeline.read', rateLimit },
    },
    async (request) => ({
      data: await suggestTransformation({ db: database.db, config, log: request.log }, { ...request.body, rows: request.body.rows as CellValue[][] | undefined }),
    }),
  );
}
