import { configure } from '@testing-library/react';
import { server } from './api';

// The first render of a file loads Amplify and the page's modules: on a busy machine, seconds.
configure({ asyncUtilTimeout: 5_000 });

// Every request a test did not answer fails it: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
