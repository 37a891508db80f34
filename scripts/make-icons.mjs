// Draws the app icons (a purple tile with Ada's white "</>" mark) as real PNGs, no tools needed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function icon(size) {
  const px = (x, y) => {
    const u = x / size, v = y / size;
    const stroke = 0.07;
    // "<" left chevron, "/" slash, ">" right chevron
    const onLine = (ax, ay, bx, by) => {
      const dx = bx - ax, dy = by - ay;
      const t = Math.max(0, Math.min(1, ((u - ax) * dx + (v - ay) * dy) / (dx * dx + dy * dy)));
      return Math.hypot(u - (ax + t * dx), v - (ay + t * dy)) < stroke / 2;
    };
    const white =
      onLine(0.36, 0.32, 0.2, 0.5) || onLine(0.2, 0.5, 0.36, 0.68) ||
      onLine(0.64, 0.32, 0.8, 0.5) || onLine(0.8, 0.5, 0.64, 0.68) ||
      onLine(0.56, 0.26, 0.44, 0.74);
    return white ? [255, 255, 255] : [91, 33, 182];
  };
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set(px(x + 0.5, y + 0.5), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(`public/icon-${size}.png`, icon(size));
writeFileSync('public/apple-touch-icon.png', icon(180));
console.log('icons written');
