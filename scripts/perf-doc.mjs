// Replaces one marked section of docs/performance.md, keeping the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'docs/performance.md';
const HEADER = '# Performance\n\nMeasured numbers, each with the command that reproduces it. Sections are rewritten by the scripts.\n';

export function writeSection(name, body) {
  let doc = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  doc = pattern.test(doc) ? doc.replace(pattern, block) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, doc);
}
