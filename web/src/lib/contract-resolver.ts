import '@contract/schemas/app-wording';

/**
 * What checks a form against its schema, loaded on its own (zod and the resolver, about 12 KB gzip): a
 * sign-in page draws its form and takes input before it arrives (use-contract-form.ts).
 */
export { zodResolver } from '@hookform/resolvers/zod';
