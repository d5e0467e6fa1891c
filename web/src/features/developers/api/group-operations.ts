import type { ApiDocument, Operation } from './load-api-document';

export interface OperationEntry {
  method: string;
  path: string;
  operation: Operation;
}

export interface OperationGroup {
  /** The path's first segment: `me`, `receipts`, `users`… */
  id: string;
  title: string;
  operations: OperationEntry[];
}

export interface SharedError {
  status: string;
  descriptions: string[];
}

const titles: Record<string, string> = {
  me: 'Your account and profile',
  receipts: 'Receipts',
  users: 'Members',
  usernames: 'Usernames',
  moderation: 'Moderation',
  'contact-messages': 'Contact',
  notifications: 'Notifications',
  'openapi.json': 'This document',
};

/** The document's routes grouped by their path's first segment, in the document's order. */
export function groupOperations(document: ApiDocument): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  for (const [path, item] of Object.entries(document.paths)) {
    const id = path.split('/')[1] || 'root';
    const group = groups.get(id) ?? { id, title: titles[id] ?? `/${id}`, operations: [] };
    for (const [method, operation] of Object.entries(item))
      group.operations.push({ method, path, operation });
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** Every error answer once, by status, with each distinct description the routes give it. */
export function sharedErrors(document: ApiDocument): SharedError[] {
  const byStatus = new Map<string, Set<string>>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item))
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith('2')) continue;
        const set = byStatus.get(status) ?? new Set<string>();
        set.add(response.description);
        byStatus.set(status, set);
      }
  return [...byStatus.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, descriptions]) => ({ status, descriptions: [...descriptions] }));
}

/** The anchor of an error status in the shared errors section. */
export const errorAnchor = (status: string) => `error-${status}`;
