import { createApiHandler } from '../http/api-handler';
import { createApiDocument } from '../openapi/api-document';

/** Built once per container: the route table does not change at run time. */
const document = createApiDocument();

export const handler = createApiHandler('openapi', {
  getApiDocument: async () => document as never,
});
