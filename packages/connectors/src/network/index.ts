/** The outbound network guard (SECURITY.md: SSRF). See guard.ts and docs/network-guard.md. */
export { createNetworkGuard, type CheckedDestination, type LookupFunction, type NetworkGuard, type NetworkGuardOptions, type ResolvedAddress } from './guard.ts';
export { NetworkGuardError, isNetworkGuardError, type NetworkGuardErrorCode } from './errors.ts';
export { classifyAddress, METADATA_ADDRESSES, type AddressClass } from './address-policy.ts';
export { parseAllowList, type AllowList } from './allow-list.ts';
export { displayUrl, normaliseHost, parseHttpUrl } from './host.ts';
export { guardedAgents, type GuardedAgents } from './agents.ts';
