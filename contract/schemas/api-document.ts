import * as z from 'zod/mini';

/** The API's OpenAPI 3.1 description, served at `GET /openapi.json` (generated from the route table). */
export const ApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** What API Gateway itself answers before a function runs (no or bad token, oversized body). */
export const GatewayError = z.object({ message: z.string() });
