import type { HubFilter } from './hub-receipts';

/** Every query key of the hub. */
export const hubKeys = {
  receipts: ['hub-receipts'] as const,
  receiptsIn: (filter: HubFilter, search: string) => ['hub-receipts', filter, search] as const,
};
