import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { buildScript } from '../../../../domain/lessons/speech';
import { useSpeech, VOICE_WAIT_MS } from './use-speech';

// jsdom has no Web Speech API: a small scripted one, as the e2e tests use in a real browser.
class FakeUtterance extends EventTarget {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  voice: { name: string; lang: string } | null = null;
  onstart: ((e: Event) => void) | null = null;
  onend: ((e: Event) => void) | null = null;
  onerror: ((e: Event & { error: string }) => void) | null = null;
  onboundary: ((e: Event & { charIndex: number; name: string }) => void) | null = null;
  constructor(readonly text: string) {
    super();
  }
}

class FakeSynth extends EventTarget {
  voices: { name: string; lang: string }[] = [];
  queue: FakeUtterance[] = [];
  paused = false;
  getVoices = () => this.voices;
  speak = (u: FakeUtterance) => {
    this.queue.push(u);
    if (this.queue.length === 1) u.onstart?.(new Event('start'));
  };
  cancel = () => {
    const [current] = this.queue;
    this.queue = [];
    current?.onerror?.(Object.assign(new Event('error'), { error: 'interrupted' }));
  };
  pause = () => void (this.paused = true);
  resume = () => void (this.paused = false);
  boundary(charIndex: number) {
    this.queue[0]?.onboundary?.(Object.assign(new Event('boundary'), { charIndex, name: 'word' }));
  }
  finish() {
    const done = this.queue.shift();
    done?.onend?.(new Event('end'));
    this.queue[0]?.onstart?.(new Event('start'));
  }
}

let synth: FakeSynth;
beforeEach(() => {
  synth = new FakeSynth();
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const script = buildScript([
  { id: 'a', text: 'Loops repeat steps.' },
  { id: 'b', text: 'Again and again.' },
]);

describe('useSpeech', () => {
  it('reads with the spec voice settings and follows the spoken word, block after block', () => {
    synth.voices = [
      { name: 'Daniel', lang: 'en-GB' },
      { name: 'Samantha', lang: 'en-US' },
    ];
    const { result } = renderHook(() => useSpeech(script));
    expect(result.current.voiceState).toBe('ready');
    act(() => result.current.play());
    expect(result.current.status).toBe('speaking');
    expect(synth.queue.map((u) => u.text)).toEqual(['Loops repeat steps.', 'Again and again.']);
    expect(synth.queue[0]).toMatchObject({ rate: 0.85, pitch: 1, volume: 0.9, lang: 'en-US', voice: { name: 'Samantha' } });
    expect(result.current.currentWord).toBe(0);
    act(() => synth.boundary(6));
    expect(result.current.currentWord).toBe(1);
    act(() => synth.finish());
    expect(result.current.currentWord).toBe(3); // "Again"
    act(() => synth.boundary(10));
    expect(result.current.currentWord).toBe(5);
    act(() => synth.finish());
    expect(result.current.status).toBe('idle');
    expect(result.current.currentWord).toBeNull();
  });

  it('pauses, resumes and stops', () => {
    synth.voices = [{ name: 'Karen', lang: 'en-AU' }];
    const { result } = renderHook(() => useSpeech(script));
    act(() => result.current.play());
    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    expect(synth.paused).toBe(true);
    act(() => result.current.resume());
    expect(result.current.status).toBe('speaking');
    expect(synth.paused).toBe(false);
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ status: 'idle', currentWord: null });
    expect(synth.queue).toEqual([]);
  });

  it('waits for voices that load later', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSpeech(script));
    expect(result.current.voiceState).toBe('checking');
    synth.voices = [{ name: 'Zira', lang: 'en-US' }];
    act(() => void synth.dispatchEvent(new Event('voiceschanged')));
    expect(result.current.voiceState).toBe('ready');
  });

  it('says there is no voice when none arrive, or when the browser cannot speak', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSpeech(script));
    act(() => void vi.advanceTimersByTime(VOICE_WAIT_MS));
    expect(result.current.voiceState).toBe('unavailable');
    act(() => result.current.play());
    expect(synth.queue).toEqual([]);

    vi.stubGlobal('speechSynthesis', undefined);
    expect(renderHook(() => useSpeech(script)).result.current.voiceState).toBe('unavailable');
  });

  it('reads Spanish with a Spanish voice (es-US first) and the Spanish utterance language', () => {
    synth.voices = [
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Paulina', lang: 'es-MX' },
      { name: 'Google español de Estados Unidos', lang: 'es-US' },
    ];
    const { result } = renderHook(() => useSpeech(script, 'es'));
    expect(result.current).toMatchObject({ voiceState: 'ready', language: 'es' });
    act(() => result.current.play());
    expect(synth.queue[0]).toMatchObject({ lang: 'es-US', voice: { name: 'Google español de Estados Unidos' } });
  });

  it('has no voice for Spanish when the device has only English ones, and reads nothing', () => {
    synth.voices = [{ name: 'Samantha', lang: 'en-US' }];
    const { result } = renderHook(() => useSpeech(script, 'es'));
    expect(result.current).toMatchObject({ voiceState: 'unavailable', language: 'es' });
    act(() => result.current.play());
    expect(synth.queue).toEqual([]);
  });

  it('speaks a long block as short utterances in order, following the word across them', () => {
    synth.voices = [{ name: 'Paulina', lang: 'es-MX' }];
    const long = `${Array.from({ length: 20 }, (_, i) => `uno${i}`).join(' ')}. ${Array.from({ length: 20 }, (_, i) => `dos${i}`).join(' ')}.`;
    const longScript = buildScript([{ id: 'p', text: long }]);
    const { result } = renderHook(() => useSpeech(longScript, 'es'));
    act(() => result.current.play());
    expect(synth.queue.map((u) => u.text.trim().split(' ')[0])).toEqual(['uno0', 'dos0']);
    act(() => synth.finish());
    expect(result.current.currentWord).toBe(20); // "dos0", the second utterance's first word
    act(() => synth.boundary(5)); // "dos1" inside the second utterance
    expect(result.current.currentWord).toBe(21);
    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    act(() => result.current.resume());
    act(() => synth.finish());
    expect(result.current.status).toBe('idle');
  });

  it('stops when the language changes', () => {
    synth.voices = [
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Paulina', lang: 'es-MX' },
    ];
    const { result, rerender } = renderHook(({ lang }) => useSpeech(script, lang), { initialProps: { lang: 'en' } });
    act(() => result.current.play());
    expect(result.current.status).toBe('speaking');
    rerender({ lang: 'es' });
    expect(result.current).toMatchObject({ status: 'idle', voiceState: 'ready', language: 'es' });
    expect(synth.queue).toEqual([]);
  });
});
