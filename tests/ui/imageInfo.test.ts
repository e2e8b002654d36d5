import { describe, expect, it } from 'vitest';
import { imageInfoOf, imageWarnings } from '../../src/resources/school/imageInfo';
import { BMP, ICO, PDF, PNG, SVG } from '../server/uploadFixtures';

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

describe("the logo and favicon pickers' reading of a file", () => {
  it('reads the type and size of PNG, icons and bitmaps from their headers', () => {
    expect(imageInfoOf(bytes(PNG))).toEqual({ mime: 'image/png', width: 1, height: 1 });
    expect(imageInfoOf(bytes(ICO))).toEqual({ mime: 'image/x-icon', width: 16, height: 16 });
    expect(imageInfoOf(bytes(BMP))).toEqual({ mime: 'image/bmp', width: 1, height: 1 });
  });

  it('takes no SVG, PDF or text as an image', () => {
    for (const data of [SVG, PDF, Buffer.from('just text')]) expect(imageInfoOf(bytes(data))).toBeNull();
  });

  it('warns, and only warns, where a recommendation is missed', () => {
    expect(imageWarnings('favicon', imageInfoOf(bytes(ICO))!)).toEqual([{ key: 'schools.images.pngRecommended', params: { type: 'ICO' } }]);
    expect(imageWarnings('logo', imageInfoOf(bytes(BMP))!)).toEqual([
      { key: 'schools.images.pngRecommended', params: { type: 'BMP' } },
      { key: 'schools.images.logoSmall', params: { width: 1, height: 1 } },
    ]);
    expect(imageWarnings('favicon', imageInfoOf(bytes(PNG))!)).toEqual([]);
  });
});
