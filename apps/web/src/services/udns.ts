// UDN calls of spec 1 §7, through the typed route table.
import { type CreateUdnBody, routes, type UdnMetadataRecord, type UpdateUdnBody } from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.js';

export type { UdnMetadataRecord };

export const udnKeys = {
  all: ['udns'] as const,
};

/** Spec 1 §7: metadata is listed 20 a page until all are read. */
const PAGE_SIZE = 20;

/** Every UDN of the user: pages of 20 until metadata.totalCount are read. */
export async function listAllUdns(): Promise<UdnMetadataRecord[]> {
  const all: UdnMetadataRecord[] = [];
  for (let page = 1; ; page++) {
    const { udns, metadata } = await listUdnPage(page, PAGE_SIZE);
    all.push(...udns);
    if (udns.length === 0 || all.length >= metadata.totalCount) return all;
  }
}

export const allUdnsQuery = () => queryOptions({ queryKey: udnKeys.all, queryFn: listAllUdns });

/** GET /udns?page&pageSize (pages numbered from 1). */
export function listUdnPage(page: number, pageSize: number) {
  return api.call(routes.udns.list, { query: { page, pageSize } }, { silent: true });
}

// Reads by id are asked signed out too: the server answers the official UDNs an official demo uses.
const readById = { silent: true, requiresLogin: false } as const;

/** POST /udns/getWithGraphsByIds: at most 30 ids a call. */
export function udnsWithGraphs(udnIds: string[]) {
  return api.call(routes.udns.getWithGraphsByIds, { body: { udnIds } }, readById);
}

/** POST /udns/getWithoutGraphsByIds: at most 30 ids a call. */
export function udnsWithoutGraphs(udnIds: string[]) {
  return api.call(routes.udns.getWithoutGraphsByIds, { body: { udnIds } }, readById);
}

/** POST /udns: a new draft ('latestDraft') in a version group. */
export function createUdn(body: CreateUdnBody): Promise<UdnMetadataRecord> {
  return api.call(routes.udns.create, { body });
}

/** PATCH /udns/{id}: only the draft can change. */
export function updateUdn(id: string, body: UpdateUdnBody): Promise<UdnMetadataRecord> {
  return api.call(routes.udns.update, { params: { id }, body });
}

export function deleteUdn(id: string): Promise<void> {
  return api.call(routes.udns.delete, { params: { id } }).then(() => undefined);
}

/** POST /udns/{id}/versions/{version}: the draft published as a new semantic version. */
export function publishUdnVersion(id: string, version: string): Promise<UdnMetadataRecord> {
  return api.call(routes.udns.publishVersion, { params: { id, version } });
}

export function createVersionGroup(sharedDefinition: Record<string, unknown> | null = null) {
  return api.call(routes.udns.createVersionGroup, { body: { sharedDefinition } });
}

export function updateVersionGroup(id: string, sharedDefinition: Record<string, unknown> | null) {
  return api.call(routes.udns.updateVersionGroup, { params: { id }, body: { sharedDefinition } });
}

export function deleteVersionGroup(id: string): Promise<void> {
  return api.call(routes.udns.deleteVersionGroup, { params: { id } }).then(() => undefined);
}
