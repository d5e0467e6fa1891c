import { drawPreviewCard } from '../../functions/domain/preview-card';

/**
 * Run as a child process with FONTCONFIG_FILE set (test/unit/preview-card-fonts.test.ts): prints whether two
 * cards that differ only in their name differ, i.e. whether the fonts that config names draw any words.
 */
const card = { username: 'ana', received: 1, photoKey: null };
const [a, b] = await Promise.all([
  drawPreviewCard({ ...card, name: 'Ana' }, null),
  drawPreviewCard({ ...card, name: 'Bea' }, null),
]);
process.stdout.write(a.equals(b) ? 'no words' : 'words');
