/**
 * Who may mail files to an EMAIL input connector (DESIGN.md §4 connector inbound): the connector
 * receives at `<connector id>@<INBOUND_EMAIL_DOMAIN>`; a sub-organization's connector accepts mail
 * from the sub-organization's `email` addresses and from addresses of its `domains` (or their
 * subdomains); an organization's connector accepts mail from the organization's users. Addresses
 * compare without regard to case. The sender is the SMTP envelope's MAIL FROM: the listener does
 * not verify SPF or DKIM, so an operator who needs more puts a filtering mail server in front.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { connectors, subOrganizations, users } from '../../db/schema.ts';
import { isId } from '../ids.ts';

/** An EMAIL input connector found by its address. */
export interface MailConnector {
  id: string;
  organizationId: string;
  subOrganizationId: string | null;
  name: string;
}

/** The EMAIL input connector of an id (the local part of its address), or null. */
export async function findEmailInputConnector(db: Database, id: string): Promise<MailConnector | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select({ id: connectors.id, organizationId: connectors.organizationId, subOrganizationId: connectors.subOrganizationId, name: connectors.name })
    .from(connectors)
    .where(and(eq(connectors.id, id), eq(connectors.nodeType, 'EMAIL'), eq(connectors.type, 'INPUT')))
    .limit(1);
  return row ? { ...row, subOrganizationId: row.subOrganizationId ?? null } : null;
}

/** Whether `sender` may mail files to `connector` (see the module comment). */
export async function senderAllowed(db: Database, connector: MailConnector, sender: string): Promise<boolean> {
  const address = sender.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const domain = address.slice(at + 1);
  if (connector.subOrganizationId) {
    const [sub] = await db
      .select({ email: subOrganizations.email, domains: subOrganizations.domains })
      .from(subOrganizations)
      .where(and(eq(subOrganizations.id, connector.subOrganizationId), eq(subOrganizations.organizationId, connector.organizationId)))
      .limit(1);
    if (!sub) return false;
    if (sub.email.some((e) => e.toLowerCase() === address)) return true;
    return sub.domains.some((d) => {
      const own = d.toLowerCase().replace(/^@/, '');
      return domain === own || domain.endsWith(`.${own}`);
    });
  }
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, connector.organizationId), sql`lower(${users.email}) = ${address}`))
    .limit(1);
  return Boolean(user);
}
