import type { OperationGroup } from '../api/group-operations';
import { ApiPath } from './api-path';

/** The table of contents: each group of routes, each route by method and path, and the errors section. */
export function ApiContents({ groups }: { groups: OperationGroup[] }) {
  return (
    <nav className="api-contents" aria-label="Contents">
      <h2>Contents</h2>
      <ol>
        {groups.map((group) => (
          <li key={group.id}>
            <a href={`#group-${group.id}`}>{group.title}</a>
            <ol>
              {group.operations.map(({ method, path, operation }) => (
                <li key={operation.operationId}>
                  <a href={`#${operation.operationId}`}>
                    <span className="api-method-small">{method.toUpperCase()}</span> <ApiPath path={path} />
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
        <li>
          <a href="#errors">Errors</a>
        </li>
      </ol>
    </nav>
  );
}
