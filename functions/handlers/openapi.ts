import { openapiRoutes } from '@contract/routes/openapi';
import { createApiHandler } from '../http/api-handler';
import { readApiDocument } from '../openapi/document-file';

/** Read once per container, at its first request. */
let document: unknown;

export const handler = createApiHandler('openapi', openapiRoutes, {
  getApiDocument: async () => {
    document ??= readApiDocument();
    return document as never;
  },
});
