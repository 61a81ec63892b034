/**
 * drawShareCard with sharp: 1200×630 and 600×600 JPEGs; a picture cropped around what draws the eye (a
 * wide picture whose subject is at its right keeps it); an avatar in its disc; the logo's white corner.
 */
import sharp from 'sharp';
import { drawShareCard } from './drawShareCard';

const BRAND = { color: '#c8102e', name: '澜海日报' };

/** The statistics of a region of a JPEG (sharp's stats read the input: the region is cut first). */
async function statsOf(jpeg: Buffer, region: { left: number; top: number; width: number; height: number }) {
  return sharp(await sharp(jpeg).extract(region).png().toBuffer()).stats();
}

/** The mean colour of a region of a JPEG. */
async function meanOf(jpeg: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { channels } = await statsOf(jpeg, region);
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

/** A flat grey picture 2400×630 with a detailed, saturated subject on its right. */
async function wideWithSubjectAtRight() {
  const stripes = Array.from(
    { length: 20 },
    (_, i) => `<rect x="${1900 + i * 20}" y="100" width="10" height="430" fill="${i % 2 ? '#ffcc00' : '#0044ff'}"/>`,
  ).join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="630"><rect width="2400" height="630" fill="#808080"/>${stripes}</svg>`,
    ),
  )
    .jpeg()
    .toBuffer();
}

describe('drawShareCard', () => {
  it('crops a picture around its subject, to 1200×630, with the logo’s corner', async () => {
    const card = await drawShareCard(
      { kind: 'picture', picture: 'https://p.example/x.jpg', title: 't' },
      { square: false, brand: BRAND, picture: await wideWithSubjectAtRight() },
    );
    expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // the subject (x 1900–2300 of 2400) is in the card, at its right (a centred crop would show grey)
    const { channels } = await statsOf(card, { left: 720, top: 120, width: 360, height: 300 });
    expect(channels[2]!.stdev).toBeGreaterThan(40);
    // the logo's plate (the site's name here) is white at the bottom right
    const [r, g, b] = await meanOf(card, { left: 1158, top: 560, width: 6, height: 8 });
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(240);
  });

  it('draws a person’s avatar in its disc and their name on the brand’s colour, square too', async () => {
    const avatar = await sharp({ create: { width: 160, height: 160, channels: 3, background: '#2040a0' } })
      .jpeg()
      .toBuffer();
    for (const [square, size, centre] of [
      [false, { width: 1200, height: 630 }, { left: 236, top: 275 }],
      [true, { width: 600, height: 600 }, { left: 296, top: 160 }],
    ] as const) {
      const card = await drawShareCard(
        { kind: 'person', name: '孙悦', about: 'Correspondent' },
        { square, brand: BRAND, picture: avatar },
      );
      expect(await sharp(card).metadata()).toMatchObject(size);
      const [r, , b] = await meanOf(card, { ...centre, width: 8, height: 8 });
      expect(b! - r!).toBeGreaterThan(80);
      // the brand's colour around
      const [br, , bb] = await meanOf(card, { left: 8, top: 8, width: 8, height: 8 });
      expect(br! - bb!).toBeGreaterThan(120);
    }
  });

  it('writes a title where there is no picture', async () => {
    const card = await drawShareCard(
      { kind: 'title', title: '澜海发布未来五年城市发展规划纲要' },
      { square: false, brand: BRAND },
    );
    const { channels } = await statsOf(card, { left: 56, top: 56, width: 1088, height: 408 });
    // white letters on red: the green channel spreads from 0 to 255
    expect(channels[1]!.max - channels[1]!.min).toBeGreaterThan(200);
  });
});
