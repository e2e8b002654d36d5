import zlib from 'node:zlib';

/*
 * Zips built by hand for the import's attack tests: a header can say anything, so these can lie
 * about an entry's size the way an attacker's file does. Big contents are made of independently
 * compressed 1 MiB segments (each ends with a sync flush, none is final), so a 1 GB entry costs
 * one 1 MiB compression and about 1 MB of bytes, never 1 GB of memory.
 */

export interface ZipPart {
  name: string;
  /** Raw deflate data. */
  deflated: Buffer;
  /** What the headers say the entry inflates to (the truth unless the test lies). */
  declaredSize: number;
  crc: number;
}

const MIB = 1024 * 1024;

/** A small entry, compressed for real; its headers tell the truth unless `declaredSize` is given. */
export function part(name: string, content: string | Buffer, declaredSize?: number): ZipPart {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, deflated: zlib.deflateRawSync(data), declaredSize: declaredSize ?? data.length, crc: zlib.crc32(data) };
}

/**
 * An entry whose content is `head`, then `repeat` whole MiB of `fill`, then `tail`, deflated
 * without ever holding it inflated. Its CRC is not computed (no reader here checks it before
 * the data), so only the sizes can be trusted or not.
 */
export function bigPart(
  name: string,
  options: { head?: string; fill: number; mebibytes: number; tail?: string; declaredSize?: number },
): ZipPart {
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const head = Buffer.from(options.head ?? '', 'utf8');
  const tail = Buffer.from(options.tail ?? '', 'utf8');
  const segment = zlib.deflateRawSync(Buffer.alloc(MIB, options.fill), flush);
  const deflated = Buffer.concat([
    zlib.deflateRawSync(head, flush),
    ...Array.from({ length: options.mebibytes }, () => segment),
    // The one final block: ends the deflate stream after the tail.
    zlib.deflateRawSync(tail),
  ]);
  const size = head.length + options.mebibytes * MIB + tail.length;
  return { name, deflated, declaredSize: options.declaredSize ?? size, crc: 0 };
}

/** A zip of the parts: local headers and data, then the central directory (no zip64). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(p.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    local.copy(central, 6, 4, 30); // version needed … name length, extra length: as in the local header
    central.writeUInt16LE(0, 32); // comment length
    central.writeUInt16LE(0, 34); // disk
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE(0, 38); // external attributes
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The parts every .xlsx has around its sheet, pointing at xl/worksheets/sheet1.xml (and shared strings). */
export function workbookParts(): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    ),
    part(
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Students" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
  ];
}

const SHEET_HEAD = `${XML}<worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * The lying bomb: a workbook whose sheet's headers (local and central) claim 1 KB while its data
 * inflates to `mebibytes` MiB of zeros.
 */
export function lyingBomb(mebibytes = 1024): Buffer {
  return zipOf([...workbookParts(), bigPart('xl/worksheets/sheet1.xml', { fill: 0, mebibytes, declaredSize: 1024 })]);
}

/**
 * The honest bomb: a workbook whose sheet says truly that it is `mebibytes` MiB: one cell of
 * well-formed XML holding that many letters.
 */
export function honestBomb(mebibytes = 1024): Buffer {
  return zipOf([
    ...workbookParts(),
    bigPart('xl/worksheets/sheet1.xml', {
      head: `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
      fill: 0x61,
      mebibytes,
      tail: `</t></is></c></row>${SHEET_TAIL}`,
    }),
  ]);
}

/**
 * A students workbook of `count` valid rows written the way Excel writes one: every text in the
 * shared strings, the cells pointing at them. Built as text, because writing 100,000 rows
 * through exceljs takes several seconds.
 */
export function studentsWorkbook(count: number, prefix: string): Buffer {
  const strings: string[] = ['Name', 'Lastname', 'Email', 'Phone', 'Study format', 'ONLINE', 'OFFLINE'];
  const rows: string[] = ['<row r="1">' + [0, 1, 2, 3, 4].map((i) => `<c r="${'ABCDE'[i]}1" t="s"><v>${i}</v></c>`).join('') + '</row>'];
  for (let n = 1; n <= count; n++) {
    const at = strings.length;
    strings.push(`Name${n}`, `Surname${n}`, `${prefix}.${n}@bulk.test`);
    const r = n + 1;
    rows.push(
      `<row r="${r}"><c r="A${r}" t="s"><v>${at}</v></c><c r="B${r}" t="s"><v>${at + 1}</v></c><c r="C${r}" t="s"><v>${at + 2}</v></c>` +
        `<c r="D${r}"><v>${79000000000 + n}</v></c><c r="E${r}" t="s"><v>${n % 2 ? 5 : 6}</v></c></row>`,
    );
  }
  const shared = `${XML}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`;
  return zipOf([
    ...workbookParts(),
    part('xl/sharedStrings.xml', shared),
    part('xl/worksheets/sheet1.xml', SHEET_HEAD + rows.join('') + SHEET_TAIL),
  ]);
}
