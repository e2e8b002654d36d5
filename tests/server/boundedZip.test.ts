import { describe, expect, it } from 'vitest';
import { UnzipFailed, UnzipTooLarge, openBoundedZip } from '../../server/lib/boundedZip.js';
import { PNG } from './uploadFixtures.js';
import { bigPart, part, zipOf } from './zipBombs.js';

// The zip reader under the import: what it inflates is bounded by bytes produced, not by headers.

const MIB = 1024 * 1024;
const limits = { maxBytes: MIB, maxEntries: 10 };

/** Reads an entry as far as the reader lets, counting the characters that came out. */
async function drain(chunks: AsyncGenerator<string>): Promise<{ read: number; error?: unknown }> {
  let read = 0;
  try {
    for await (const chunk of chunks) read += chunk.length;
  } catch (error) {
    return { read, error };
  }
  return { read };
}

describe('openBoundedZip', () => {
  it('reads entries whole, as UTF-8 text, and says what each declares', async () => {
    const zip = await openBoundedZip(zipOf([part('a.xml', '<a>Ёжик</a>'), part('b.xml', 'bee')]), limits);
    expect(zip.declaredSize('a.xml')).toBe(Buffer.byteLength('<a>Ёжик</a>'));
    expect(zip.declaredSize('missing.xml')).toBeUndefined();
    let text = '';
    for await (const chunk of zip.text('a.xml')) text += chunk;
    expect(text).toBe('<a>Ёжик</a>');
    await expect(drain(zip.text('missing.xml'))).resolves.toMatchObject({ error: expect.any(UnzipFailed) });
  });

  it('stops an honest entry bigger than the budget once the budget is spent', async () => {
    const zip = await openBoundedZip(zipOf([bigPart('big.xml', { fill: 0x61, mebibytes: 64 })]), limits);
    const { read, error } = await drain(zip.text('big.xml'));
    expect(error).toBeInstanceOf(UnzipTooLarge);
    expect(read).toBeLessThanOrEqual(MIB);
  });

  it('refuses before inflating an entry to be read whole that declares more than the budget left', async () => {
    const zip = await openBoundedZip(zipOf([bigPart('big.xml', { fill: 0x61, mebibytes: 64 })]), limits);
    expect(await drain(zip.text('big.xml', { whole: true }))).toEqual({ read: 0, error: expect.any(UnzipTooLarge) });
  });

  it('counts the budget over every entry read', async () => {
    const oneMib = bigPart('one.xml', { fill: 0x61, mebibytes: 1 });
    const zip = await openBoundedZip(zipOf([oneMib, { ...oneMib, name: 'two.xml' }]), { ...limits, maxBytes: 1.5 * MIB });
    expect(await drain(zip.text('one.xml'))).toEqual({ read: MIB });
    const second = await drain(zip.text('two.xml'));
    expect(second.error).toBeInstanceOf(UnzipTooLarge);
    expect(second.read).toBeLessThanOrEqual(0.5 * MIB);
  });

  it('fails a lying entry as soon as it inflates past the size its headers claim', async () => {
    const zip = await openBoundedZip(zipOf([bigPart('liar.xml', { fill: 0, mebibytes: 1024, declaredSize: 1024 })]), {
      ...limits,
      maxBytes: 64 * MIB,
    });
    const { read, error } = await drain(zip.text('liar.xml'));
    expect(error).toBeInstanceOf(UnzipFailed);
    expect(read).toBeLessThanOrEqual(1024);
  });

  it('refuses what is not a zip, and a zip of too many entries', async () => {
    await expect(openBoundedZip(PNG, limits)).rejects.toBeInstanceOf(UnzipFailed);
    await expect(openBoundedZip(Buffer.from('name,email\n'), limits)).rejects.toBeInstanceOf(UnzipFailed);
    const many = zipOf(Array.from({ length: 11 }, (_, n) => part(`p${n}.xml`, 'x')));
    await expect(openBoundedZip(many, limits)).rejects.toBeInstanceOf(UnzipFailed);
  });
});
