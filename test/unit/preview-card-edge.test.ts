import { loadSharp } from '../../functions/domain/photo-variants';
import {
  cardTop,
  drawPreviewCard,
  perforationCenters,
  perforationStep,
} from '../../functions/domain/preview-card';

/** The link-preview card carries the site card's motif: its top edge is perforated, as the receipt card's is. */
describe("the link-preview card's perforated edge", () => {
  it('cuts half-holes in the brand colour along the top edge, with card between them', async () => {
    const png = await drawPreviewCard({ name: 'Ana', username: 'ana', received: 3, photoKey: null }, null);
    const sharp = await loadSharp();
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    const justInside = cardTop + 3;
    expect(perforationCenters.length).toBeGreaterThan(30);
    for (const x of perforationCenters) {
      expect([x, pixel(x, justInside)]).toEqual([x, [0x4f, 0x46, 0xe5]]);
      expect([x, pixel(x + perforationStep / 2, justInside)]).toEqual([x, [0xff, 0xff, 0xff]]);
    }
    // Below the edge the card is whole.
    expect(pixel(perforationCenters[0]!, cardTop + 20)).toEqual([0xff, 0xff, 0xff]);
  });
});
