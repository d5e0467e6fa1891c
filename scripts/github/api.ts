/**
 * The few GitHub REST calls the stage workflow makes, over `fetch`: no client library. `GITHUB_API_URL`,
 * `GITHUB_REPOSITORY` and `GITHUB_TOKEN` are what Actions sets; a test points the base URL at a local replay.
 */
export interface GitHubSettings {
  /** `https://api.github.com`, or GitHub Enterprise's, or a test server's. */
  baseUrl: string;
  /** `owner/name`. */
  repository: string;
  token: string;
}

export class GitHubError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    detail: string,
  ) {
    super(`GitHub answered ${status} to ${path}: ${detail}`);
    this.name = 'GitHubError';
  }
}

export interface GitHubApi {
  /** A call on the repository (`path` starts after `/repos/<owner>/<name>`). */
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** Every item of a paginated list, following the `Link: rel="next"` headers. */
  list<T>(path: string): Promise<T[]>;
}

const nextLink = (link: string | null) => link?.match(/<([^>]+)>;\s*rel="next"/)?.[1];

export function gitHubApi({ baseUrl, repository, token }: GitHubSettings): GitHubApi {
  const root = `${baseUrl.replace(/\/$/, '')}/repos/${repository}`;
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(url, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      throw new GitHubError(response.status, new URL(url).pathname, (await response.text()).slice(0, 300));
    }
    return response;
  };
  return {
    async request<T>(method: string, path: string, body?: unknown) {
      const response = await call(method, `${root}${path}`, body);
      return (response.status === 204 ? undefined : await response.json()) as T;
    },
    async list<T>(path: string) {
      const items: T[] = [];
      let url: string | undefined = `${root}${path}${path.includes('?') ? '&' : '?'}per_page=100`;
      while (url) {
        const response = await call('GET', url);
        items.push(...((await response.json()) as T[]));
        url = nextLink(response.headers.get('link'));
      }
      return items;
    },
  };
}

/** The settings Actions provides; the script refuses clearly when one is missing. */
export function gitHubSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): GitHubSettings {
  const missing = ['GITHUB_REPOSITORY', 'GITHUB_TOKEN'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Set ${missing.join(' and ')} (GitHub Actions provides them)`);
  return {
    baseUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    repository: env.GITHUB_REPOSITORY!,
    token: env.GITHUB_TOKEN!,
  };
}
