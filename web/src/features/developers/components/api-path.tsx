import { Fragment } from 'react';

/**
 * A route's path as code that may wrap after a slash on a narrow screen ("/usernames/{username}/" then
 * "availability") rather than inside a segment; the text (and so the accessible name) is the path unchanged.
 */
export function ApiPath({ path }: { path: string }) {
  const [first, ...rest] = path.split('/');
  return (
    <code>
      {first}
      {rest.map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one fixed path, in order
        <Fragment key={index}>
          /{index > 0 ? <wbr /> : null}
          {segment}
        </Fragment>
      ))}
    </code>
  );
}
