// Helpers for the lesson journeys (tests/e2e/child-*.spec.ts).
import { expect, type Page } from '@playwright/test';

export type GuestDataSnapshot = { points: number; progress: { moduleId: string; lessonId: string }[]; activities: string[] };

export async function guestData(page: Page): Promise<GuestDataSnapshot> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('guestData');
    return raw ? JSON.parse(raw) : { points: 0, progress: [], activities: [] };
  });
}

/** Picks an answer in a quiz question (by the question's and the option's visible words). */
export async function answer(page: Page, question: RegExp, option: RegExp): Promise<void> {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: option }).click();
}

/** The fake clock, paused at a known time once the page has loaded (timers run only when told). */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Lets 0 ms timers run (dnd-kit and React Query use them) while the clock is paused. */
export const tick = (page: Page, ms = 20) => page.clock.runFor(ms);

/**
 * A key press as a person makes it: the key stays down a moment. Radix radios and dnd-kit's
 * keyboard sensor act on a 0 ms timer after keydown, which a real key press always outlasts.
 */
export const press = (page: Page, key: string) => page.keyboard.press(key, { delay: 40 });

/** GET through the page's own cookies (a signed-in child). */
export async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/**
 * A scripted Web Speech API for headless Chromium (which has no voices): voices arrive 100 ms
 * after the first ask (as in real browsers), utterances queue, and the test says when a word
 * boundary happens and when an utterance ends. window.__speech exposes the controls and a log.
 * Its voices are German and English; `withSpanish` adds a Spanish (Spain) and a Mexican one.
 */
export async function installScriptedSpeech(page: Page, { withSpanish = false } = {}): Promise<void> {
  await page.addInitScript((spanish: boolean) => {
    type Handler = ((event: Event) => void) | null;
    class ScriptedUtterance extends EventTarget {
      text: string;
      rate = 1;
      pitch = 1;
      volume = 1;
      lang = '';
      voice: { name: string } | null = null;
      onstart: Handler = null;
      onend: Handler = null;
      onerror: Handler = null;
      onboundary: Handler = null;
      onpause: Handler = null;
      onresume: Handler = null;
      constructor(text = '') {
        super();
        this.text = text;
      }
    }
    const fire = (u: ScriptedUtterance, type: string, extra: Record<string, unknown> = {}) => {
      const event = Object.assign(new Event(type), { utterance: u, charIndex: 0, name: '', ...extra });
      u.dispatchEvent(event);
      const handler = (u as unknown as Record<string, Handler>)[`on${type}`];
      handler?.(event);
    };
    const voices = [
      { name: 'Google Deutsch', lang: 'de-DE', default: true, localService: false, voiceURI: 'de' },
      { name: 'Google US English', lang: 'en-US', default: false, localService: false, voiceURI: 'us' },
      { name: 'Google UK English Female', lang: 'en-GB', default: false, localService: false, voiceURI: 'uk-f' },
      { name: 'Google UK English Male', lang: 'en-GB', default: false, localService: false, voiceURI: 'uk-m' },
      ...(spanish
        ? [
            { name: 'Google español', lang: 'es-ES', default: false, localService: false, voiceURI: 'es' },
            { name: 'Paulina', lang: 'es-MX', default: false, localService: true, voiceURI: 'es-mx' },
          ]
        : []),
    ];
    class ScriptedSynthesis extends EventTarget {
      queue: ScriptedUtterance[] = [];
      paused = false;
      speaking = false;
      pending = false;
      voicesReady = false;
      firstAskAt: number | null = null;
      log: { text: string; rate: number; pitch: number; volume: number; voice: string | null; lang: string; at: number }[] = [];
      getVoices() {
        if (this.firstAskAt === null) {
          this.firstAskAt = Date.now();
          setTimeout(() => {
            this.voicesReady = true;
            this.dispatchEvent(new Event('voiceschanged'));
          }, 100);
        }
        return this.voicesReady ? voices : [];
      }
      speak(u: ScriptedUtterance) {
        this.log.push({ text: u.text, rate: u.rate, pitch: u.pitch, volume: u.volume, voice: u.voice?.name ?? null, lang: u.lang, at: Date.now() });
        this.queue.push(u);
        if (this.queue.length === 1) this.start();
      }
      start() {
        const u = this.queue[0];
        this.speaking = Boolean(u);
        if (u) fire(u, 'start');
      }
      cancel() {
        const current = this.queue[0];
        this.queue = [];
        this.speaking = false;
        this.paused = false;
        if (current) fire(current, 'error', { error: 'interrupted' });
      }
      pause() {
        this.paused = true;
      }
      resume() {
        this.paused = false;
      }
      // Test controls.
      boundary(charIndex: number) {
        const u = this.queue[0];
        if (u) fire(u, 'boundary', { charIndex, name: 'word' });
      }
      finish() {
        const u = this.queue.shift();
        if (u) fire(u, 'end');
        this.start();
      }
      current() {
        return this.queue[0]?.text ?? null;
      }
    }
    const synth = new ScriptedSynthesis();
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: ScriptedUtterance, configurable: true });
    Object.defineProperty(window, '__speech', { value: synth });
  }, withSpanish);
}

export async function removeSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // A browser without the Web Speech API.
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: undefined, configurable: true });
  });
}
