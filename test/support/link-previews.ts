import { testStack } from './stack';

/** What a shared link's preview reads from the page's head, values decoded as an HTML parser would. */
export interface PreviewHead {
  head: string;
  title: string | undefined;
  meta: Record<string, string>;
  canonical: string | undefined;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => entities[e] ?? _);

/** The `<head>` of the page the site serves for `path`, and the tags a link preview reads from it. */
export async function previewHeadOf(path: string): Promise<PreviewHead> {
  const res = await fetch(`${testStack().siteUrl}${path}`, { headers: { accept: 'text/html' } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  const html = await res.text();
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta: Record<string, string> = {};
  for (const [, key, value] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    meta[key as string] = decode(value as string);
  return {
    head,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1],
  };
}

/** The elements a head holds, by tag name: an injected value would add one. */
export const elementsOf = (head: string) =>
  [...head.matchAll(/<([a-z]+)[\s>/]/g)].map(([, tag]) => tag).sort();
