import { ApiDocument } from '../schemas/api-document';
import { type RouteDef, route } from './route-def';

/** The API's own description, built from this route table. */
export const openapiRoutes = {
  getApiDocument: route({
    method: 'GET',
    path: '/openapi.json',
    auth: 'public',
    handler: 'openapi',
    publicBecause: 'the API description is for every developer',
    response: ApiDocument,
  }),
} as const satisfies Record<string, RouteDef>;
