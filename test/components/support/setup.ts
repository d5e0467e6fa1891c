import { configure } from '@testing-library/react';
import { server } from './api';

// The first render of a file loads Amplify and the page's modules: on a busy machine, seconds.
configure({ asyncUtilTimeout: 5_000 });

/** Requests no handler answered: each fails as a network error would, and fails its test. */
const unanswered: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unanswered.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  const missed = unanswered.splice(0);
  if (missed.length) throw new Error(`Requests the test did not answer:\n${missed.join('\n')}`);
});
afterAll(() => server.close());
