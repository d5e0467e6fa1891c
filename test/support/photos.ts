import sharp from 'sharp';

/** A JPEG as a phone saves it held upright: stored sideways (left half red), EXIF orientation 6 and GPS. */
export async function phoneJpeg(width: number, height: number) {
  const red = await sharp({ create: { width: width / 2, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', ImageDescription: 'Home Street' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A two-frame animated GIF, 20 × 20. */
export async function animatedGif() {
  const frame = (colour: string) =>
    sharp({ create: { width: 20, height: 20, channels: 4, background: colour } })
      .png()
      .toBuffer();
  return sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
    .gif({ delay: [100, 100] })
    .toBuffer();
}

/** No metadata block left in an image (EXIF, XMP, ICC, IPTC, comments, orientation). */
export async function metadataBlocksOf(image: Buffer) {
  const meta = await sharp(image).metadata();
  return [meta.exif, meta.xmp, meta.icc, meta.iptc, meta.comments, meta.orientation].filter(
    (block) => block !== undefined,
  );
}
