/**
 * Lambda gives a function its role's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN). The clients are handed this provider, and the bundles alias the SDK's default chain
 * (`@aws-sdk/credential-provider-node`: files, SSO, STS, IMDS and their nested clients) to this module, so no
 * bundle carries what Lambda never uses.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
