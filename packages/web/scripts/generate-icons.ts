// Writes the installable app's PNG icons (public/icons/) from the favicon's design, with Node's
// built-ins only: shapes as distance functions, 4×4 supersampling, PNG via zlib.
// Run: node packages/web/scripts/generate-icons.ts (the output is committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
type Shape = { inside: (x: number, y: number) => boolean; color: Rgb };

const BLUE: Rgb = [0x24, 0x6a, 0xb3];
const ORANGE: Rgb = [0xf3, 0x70, 0x22];
const WHITE: Rgb = [0xff, 0xff, 0xff];

function roundedRect(x: number, y: number, w: number, h: number, r: number) {
  return (px: number, py: number) => {
    const dx = Math.max(x + r - px, 0, px - (x + w - r));
    const dy = Math.max(y + r - py, 0, py - (y + h - r));
    return px >= x && px <= x + w && py >= y && py <= y + h && dx * dx + dy * dy <= r * r;
  };
}

function polyline(points: [number, number][], width: number) {
  return (px: number, py: number) =>
    points.slice(1).some(([bx, by], i) => {
      const [ax, ay] = points[i]!;
      const t = Math.max(
        0,
        Math.min(
          1,
          ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
        ),
      );
      return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay))) <= width / 2;
    });
}

/** The favicon (64-unit grid); `scale` shrinks the symbol around the centre (maskable safe zone). */
function design(maskable: boolean): Shape[] {
  const s = maskable ? 0.72 : 1;
  const at = (v: number) => 32 + (v - 32) * s;
  const background = maskable ? () => true : roundedRect(0, 0, 64, 64, 14);
  return [
    { inside: background, color: BLUE },
    { inside: roundedRect(at(14), at(18), 36 * s, 32 * s, 5 * s), color: WHITE },
    { inside: roundedRect(at(14), at(18), 36 * s, 9 * s, 4 * s), color: ORANGE },
    {
      inside: polyline(
        [
          [at(23), at(38)],
          [at(29), at(44)],
          [at(41), at(31)],
        ],
        5 * s,
      ),
      color: BLUE,
    },
  ];
}

function render(size: number, shapes: Shape[]): Buffer {
  const samples = 4;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = ((x + (sx + 0.5) / samples) / size) * 64;
          const py = ((y + (sy + 0.5) / samples) / size) * 64;
          const shape = shapes.findLast((candidate) => candidate.inside(px, py));
          if (!shape) continue;
          [r, g, b] = [r + shape.color[0], g + shape.color[1], b + shape.color[2]];
          a += 1;
        }
      }
      const o = 1 + x * 4;
      row[o] = a ? Math.round(r / a) : 0;
      row[o + 1] = a ? Math.round(g / a) : 0;
      row[o + 2] = a ? Math.round(b / a) : 0;
      row[o + 3] = Math.round((a / samples ** 2) * 255);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

function png(size: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const icons: [string, number, boolean][] = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-192.png', 192, true],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
];
for (const [name, size, maskable] of icons) {
  writeFileSync(new URL(name, out), render(size, design(maskable)));
}
