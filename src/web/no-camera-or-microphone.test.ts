// No page of the app asks for the camera or the microphone, nor takes a picture or a sound from
// the device (docs/decisions/417-vision-lab-fairness-and-privacy.md): the Vision Lab's drawings are
// cells of the pad. Every source file under src/ is read (the client is built from these), and none
// names the APIs a page would need for it. The server's Permissions-Policy also forbids them
// (health.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const THIS_FILE = path.relative(src, import.meta.filename);

/** What a page would have to write to reach a camera, a microphone, the screen or a file of the device. */
const ASKS = [
  /getUserMedia/,
  /mediaDevices/,
  /getDisplayMedia/,
  /MediaRecorder/,
  /ImageCapture/,
  /SpeechRecognition/,
  /\bcapture=["{]/,
  /type=["']file["']/,
  /FileReader/,
];

describe('no camera, microphone or upload anywhere', () => {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mts|js|mjs|html)$/.test(f) && f !== THIS_FILE)
    .map((f) => [f, readFileSync(path.join(src, f), 'utf8')] as const);

  it('reads the whole of src/', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.some(([f]) => f.endsWith('drawing-pad.tsx'))).toBe(true);
  });

  it('finds no source that asks the device for a camera, a microphone, the screen or a file', () => {
    const found = files.flatMap(([file, text]) => ASKS.filter((ask) => ask.test(text)).map((ask) => `${file}: ${ask.source}`));
    expect(found).toEqual([]);
  });
});
