// The Web Speech API wiring for read-aloud (docs/product.md#read-aloud): rate 0.85, pitch 1, volume 0.9, a female
// English voice when there is one, and the index of the word being spoken (from 'boundary'
// events). Usage: `const speech = useSpeech(script)`; most pages get it through ReadAloudProvider.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH } from '../../../../domain/constants';
import { pickVoice, wordIndexAt, type SpeechScript } from '../../../../domain/speech';

type SpeechStatus = 'idle' | 'speaking' | 'paused';
/** 'checking' while voices load (they arrive asynchronously in most browsers). */
type VoiceState = 'checking' | 'ready' | 'unavailable';

/** How long to wait for 'voiceschanged' before saying there is no voice. */
export const VOICE_WAIT_MS = 1500;

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && window.speechSynthesis && typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;

export type Speech = {
  voiceState: VoiceState;
  status: SpeechStatus;
  currentWord: number | null;
  play(): void;
  pause(): void;
  resume(): void;
  stop(): void;
};

export function useSpeech(script: SpeechScript): Speech {
  const [voiceState, setVoiceState] = useState<VoiceState>(() => (synthesis() ? 'checking' : 'unavailable'));
  const [status, setStatus] = useState<SpeechStatus>('idle');
  const [currentWord, setCurrentWord] = useState<number | null>(null);
  const voice = useRef<SpeechSynthesisVoice | null>(null);
  // Each play() gets a number; events from cancelled utterances carry an old one and are ignored.
  const generation = useRef(0);

  useEffect(() => {
    const synth = synthesis();
    if (!synth) return;
    const check = (): boolean => {
      const voices = synth.getVoices();
      if (voices.length === 0) return false;
      voice.current = pickVoice(voices);
      setVoiceState('ready');
      return true;
    };
    if (check()) return;
    const onVoicesChanged = () => void check();
    synth.addEventListener('voiceschanged', onVoicesChanged);
    const timer = setTimeout(() => {
      if (!check()) setVoiceState('unavailable');
    }, VOICE_WAIT_MS);
    return () => {
      synth.removeEventListener('voiceschanged', onVoicesChanged);
      clearTimeout(timer);
    };
  }, []);

  const stop = useCallback(() => {
    generation.current++;
    synthesis()?.cancel();
    setStatus('idle');
    setCurrentWord(null);
  }, []);

  // Leaving the page stops the voice.
  useEffect(() => stop, [stop]);

  const play = useCallback(() => {
    const synth = synthesis();
    if (!synth || voiceState !== 'ready' || script.blocks.length === 0) return;
    synth.cancel();
    const gen = ++generation.current;
    const isCurrent = () => gen === generation.current;
    const last = script.blocks.length - 1;
    script.blocks.forEach((block, i) => {
      const utterance = new window.SpeechSynthesisUtterance(block.text);
      utterance.rate = SPEECH.rate;
      utterance.pitch = SPEECH.pitch;
      utterance.volume = SPEECH.volume;
      if (voice.current) utterance.voice = voice.current;
      utterance.lang = voice.current?.lang ?? 'en-US';
      utterance.onstart = () => isCurrent() && setCurrentWord(block.firstWord);
      utterance.onboundary = (event) => {
        if (!isCurrent() || (event.name && event.name !== 'word')) return;
        setCurrentWord(wordIndexAt(script, block.id, event.charIndex));
      };
      utterance.onend = () => {
        if (!isCurrent() || i !== last) return;
        setStatus('idle');
        setCurrentWord(null);
      };
      utterance.onerror = (event) => {
        if (!isCurrent()) return;
        // 'not-allowed': the browser wants a click first (autoplay); the Read Aloud button works.
        if (event.error !== 'interrupted' && event.error !== 'canceled') console.warn('read-aloud:', event.error);
        stop();
      };
      synth.speak(utterance);
    });
    setStatus('speaking');
  }, [script, voiceState, stop]);

  const pause = useCallback(() => {
    synthesis()?.pause();
    setStatus('paused');
  }, []);
  const resume = useCallback(() => {
    synthesis()?.resume();
    setStatus('speaking');
  }, []);

  return { voiceState, status, currentWord, play, pause, resume, stop };
}
