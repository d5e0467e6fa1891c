import { createApiDocument } from '../../functions/openapi/api-document';
import { callApi } from '../support/api';

describe('GET /openapi.json', () => {
  it('serves the OpenAPI document to anyone, without a token', async () => {
    const res = await callApi<{ openapi: string; paths: Record<string, unknown> }>('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(createApiDocument())));
  });
});
