/**
 * Which connector an inbound file goes to, and who may send it (DESIGN.md §4 connector inbound):
 * - uploads go to a MANUAL input connector the principal can see (token with execution.create);
 * - pushes go to a REACTIVE HTTP input connector and are authenticated by its own secret, not a
 *   token, so a customer's system can push without Ferry credentials;
 * - the secret is rotated by a principal who may change the connector (shown once).
 * Each lookup also answers the active pipelines the file will feed — those of the tenant that sent
 * it (executions/inbound.ts pipelinesFedBy); none is a 409 NO_PIPELINE.
 */
import { and, eq } from 'drizzle-orm';
import { contentDispositionFileName, extensionFor, mediaType } from '@ferry/connectors';
import type { Database } from '../../db/client.ts';
import { connectors } from '../../db/schema.ts';
import { errors, FerryError } from '../../errors.ts';
import { generateInboundSecret, hashInboundSecret, verifyInboundSecret } from '../../security/inbound-secrets.ts';
import { pipelinesFedBy } from '../executions/inbound.ts';
import { isId } from '../ids.ts';
import type { Principal } from '../principal.ts';
import type { Clock } from '../time.ts';
import { assertCanChange, visibleTo } from '../visibility.ts';

type ConnectorRow = typeof connectors.$inferSelect;
type FedPipelines = Awaited<ReturnType<typeof pipelinesFedBy>>;

const isReactiveInput = (c: ConnectorRow) => c.type === 'INPUT' && c.nodeType === 'HTTP' && (c.configuration as { type?: string }).type === 'REACTIVE';

async function visibleConnector(db: Database, principal: Principal, id: string): Promise<ConnectorRow> {
  const [connector] = isId(id) ? await db.select().from(connectors).where(and(eq(connectors.id, id), visibleTo(principal, connectors))).limit(1) : [];
  if (!connector) throw errors.notFound('connector', id);
  return connector;
}

/**
 * The MANUAL input connector `id` and the pipelines an upload to it feeds.
 * @throws FerryError 404 (not visible), 409 NOT_AN_UPLOAD_CONNECTOR, 409 NO_PIPELINE
 */
export async function uploadTarget(db: Database, principal: Principal, id: string): Promise<{ connector: ConnectorRow; fed: FedPipelines }> {
  const connector = await visibleConnector(db, principal, id);
  if (connector.type !== 'INPUT' || connector.nodeType !== 'MANUAL') {
    throw errors.conflict('NOT_AN_UPLOAD_CONNECTOR', `connector "${connector.name}" is a ${connector.nodeType} ${connector.type} connector; files are uploaded to MANUAL input connectors`);
  }
  const fed = await pipelinesFedBy(db, principal, connector.id);
  if (fed.length === 0) {
    const whose = principal.type === 'SUB_ORG' ? 'of this sub-organization' : "of the organization's own (its sub-organizations' pipelines run their own uploads)";
    throw errors.conflict('NO_PIPELINE', `no active pipeline ${whose} uses connector "${connector.name}" as its input; nothing would process the file`);
  }
  return { connector, fed };
}

/**
 * The REACTIVE HTTP input connector `id`, if `secret` is its connector secret, and the pipelines a
 * push feeds. A wrong id and a wrong secret answer alike.
 * @throws FerryError 401 UNAUTHORIZED, 409 NOT_A_REACTIVE_CONNECTOR, 409 NO_PIPELINE
 */
export async function pushTarget(db: Database, hashingKey: Buffer, id: string, secret: string): Promise<{ connector: ConnectorRow; fed: FedPipelines }> {
  if (!secret) throw new FerryError(401, 'UNAUTHORIZED', 'send the connector secret in X-Ferry-Connector-Secret');
  const [connector] = isId(id) ? await db.select().from(connectors).where(eq(connectors.id, id)).limit(1) : [];
  if (!connector || !verifyInboundSecret(hashingKey, connector.id, secret, connector.inboundSecretHash)) {
    throw new FerryError(401, 'UNAUTHORIZED', 'the connector id or its secret is not valid');
  }
  if (!isReactiveInput(connector)) {
    throw errors.conflict('NOT_A_REACTIVE_CONNECTOR', `connector "${connector.name}" does not receive data; it is not a REACTIVE HTTP input connector`);
  }
  const fed = await pipelinesFedBy(db, connector, connector.id);
  if (fed.length === 0) throw errors.conflict('NO_PIPELINE', `no active pipeline uses connector "${connector.name}" as its input; nothing would process the data`);
  return { connector, fed };
}

/**
 * Rotates the secret of a REACTIVE HTTP input connector: the new one is answered once and the old
 * one stops working at once.
 * @throws FerryError 404, 403 (the principal may not change it), 409 NOT_A_REACTIVE_CONNECTOR
 */
export async function rotateInboundSecret(db: Database, clock: Clock, hashingKey: Buffer, principal: Principal, id: string, publicUrl: string) {
  const connector = await visibleConnector(db, principal, id);
  assertCanChange(principal, connector, 'connector');
  if (!isReactiveInput(connector)) throw errors.conflict('NOT_A_REACTIVE_CONNECTOR', `connector "${connector.name}" is not a REACTIVE HTTP input connector`);
  const secret = generateInboundSecret();
  await db
    .update(connectors)
    .set({ inboundSecretHash: hashInboundSecret(hashingKey, connector.id, secret), updatedAt: clock.now(), updatedBy: principal.actor })
    .where(eq(connectors.id, connector.id));
  return { inbound_secret: secret, inbound_url: `${publicUrl}/dp/api/v1/connector/${connector.id}/data` };
}

/** Percent-decoded text; the text as given when it is not valid percent-encoding (`100%.csv`). */
function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The name of a pushed file: `X-File-Name` (percent-decoded), else `Content-Disposition`'s
 * filename, reduced to its last path segment (`../../x.csv` → `x.csv`, as uploads are); else
 * `data.<extension of Content-Type>` (`data.dat` for an unknown type).
 */
export function pushedFileName(headers: Record<string, unknown>): string {
  const given = headers['x-file-name'];
  const named = typeof given === 'string' && given.trim() ? percentDecoded(given.trim()) : typeof headers['content-disposition'] === 'string' ? contentDispositionFileName(headers['content-disposition']) : undefined;
  const base = named?.replace(/\\/g, '/').split('/').filter((s) => s !== '' && s !== '.' && s !== '..').pop();
  if (base) return base;
  const type = typeof headers['content-type'] === 'string' ? mediaType(headers['content-type']) : undefined;
  return `data.${extensionFor(type) ?? 'dat'}`;
}
