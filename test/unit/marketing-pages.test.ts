import {
  categories,
  conflictResolutions,
  dayContexts,
  emotionalRegulations,
  intents,
  relationshipTypes,
} from '@contract/enums';
import * as messages from '@contract/messages';
import { columnOf, footerColumns, isStaticPagePath, staticPages } from '../../web/src/lib/site-links';
import { landingFooterLinks } from '../support/spec-chrome';

/** The sample Receipts' texts, by their prefix in the contract. */
const samples = ['sampleReceipt', 'sampleHealth', 'samplePlay', 'sampleRelationships'].map((prefix) => {
  const text = (field: string) => (messages as Record<string, string>)[`${prefix}${field}`] ?? '';
  return { prefix, giver: text('Giver'), knows: text('Knows'), tags: text('Tags') };
});

describe("the landing's sample Receipts say only what the product can say", () => {
  const tagValues: readonly string[] = [...intents, ...conflictResolutions, ...emotionalRegulations];

  it.each(samples)('$prefix: a real relationship, category, day and tags', ({ giver, knows, tags }) => {
    const relationship = /^From \w+, an? (.+)$/.exec(giver)?.[1];
    expect(relationshipTypes.map((type) => type.toLowerCase())).toContain(relationship);
    const [category, day] = knows.split(' · ');
    expect(categories).toContain(category);
    expect(dayContexts).toContain(day);
    expect(tags.split(', ').filter((tag) => !tagValues.includes(tag))).toEqual([]);
  });

  it('shows one Receipt from each life context', () => {
    expect(samples.map(({ knows }) => knows.split(' · ')[0]).sort()).toEqual([...categories].sort());
  });
});

describe('the pages the landing footer links', () => {
  it('are listed in the footer as SPEC §2 lists them', () => {
    expect(footerColumns.flatMap((column) => column.links.map((link) => link.label))).toEqual([
      ...landingFooterLinks,
    ]);
  });

  it('take their eyebrow from their footer column', () => {
    expect(staticPages.map(columnOf)).toEqual(
      staticPages.map((page) => footerColumns.find((c) => c.links.some((l) => l.to === `/${page}`))?.title),
    );
    expect([columnOf('pricing'), columnOf('blog'), columnOf('cookies')]).toEqual([
      'Product',
      'Company',
      'Legal',
    ]);
  });

  it('are drawn full width, like the landing, and no other open page is', () => {
    expect(staticPages.every((page) => isStaticPagePath(`/${page}`))).toBe(true);
    expect(['/', '/login', '/u/ada', '/receipts-hub', '/pricing/extra'].filter(isStaticPagePath)).toEqual([]);
  });
});
