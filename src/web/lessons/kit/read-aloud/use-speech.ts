// The Web Speech API wiring for read-aloud (docs/product.md#read-aloud): rate 0.85, pitch 1, volume 0.9, a voice
// for the text's language (English: a female one when there is one; Spanish: es-US, es-MX, es-419,
// any es, and no voice at all rather than an English one:
// docs/decisions/329-read-aloud-voice-and-length.md), each block read as short utterances in order
// (splitForSpeech), and the index of the word being spoken (from 'boundary' events). Usage: `const
// speech = useSpeech(script, 'es')`; most pages get it through ReadAloudProvider.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH } from '../../../../domain/constants';
import {
  pickVoice,
  utteranceLang,
  voiceCanRead,
  wordIndexAt,
  type SpeechLanguage,
  type SpeechScript,
} from '../../../../domain/lessons/speech';

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
  /** The language of the text read ('en', 'es'): with 'unavailable', the control says which voice is missing. */
  language: SpeechLanguage;
  status: SpeechStatus;
  currentWord: number | null;
  play(): void;
  pause(): void;
  resume(): void;
  stop(): void;
};

export function useSpeech(script: SpeechScript, language: SpeechLanguage = 'en'): Speech {
  // 'checking' on the server and in the browser's first render alike (the server has no voices);
  // the browser finds out after it.
  const [voiceState, setVoiceState] = useState<VoiceState>('checking');
  const [status, setStatus] = useState<SpeechStatus>('idle');
  const [currentWord, setCurrentWord] = useState<number | null>(null);
  const voice = useRef<SpeechSynthesisVoice | null>(null);
  // Each play() gets a number; events from cancelled utterances carry an old one and are ignored.
  const generation = useRef(0);

  useEffect(() => {
    const synth = synthesis();
    if (!synth) {
      setVoiceState('unavailable');
      return;
    }
    const check = (): boolean => {
      const voices = synth.getVoices();
      if (voices.length === 0) return false;
      voice.current = pickVoice(voices, language);
      setVoiceState(voiceCanRead(voice.current, language) ? 'ready' : 'unavailable');
      return true;
    };
    setVoiceState('checking');
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
  }, [language]);

  const stop = useCallback(() => {
    generation.current++;
    synthesis()?.cancel();
    setStatus('idle');
    setCurrentWord(null);
  }, []);

  // Leaving the page stops the voice, and so does a change of language (the text changes with it).
  useEffect(() => stop, [stop, language]);

  const play = useCallback(() => {
    const synth = synthesis();
    if (!synth || voiceState !== 'ready' || script.blocks.length === 0) return;
    synth.cancel();
    const gen = ++generation.current;
    const isCurrent = () => gen === generation.current;
    const pieces = script.blocks.flatMap((block) => block.pieces.map((piece) => ({ block, piece })));
    const last = pieces.length - 1;
    pieces.forEach(({ block, piece }, i) => {
      const utterance = new window.SpeechSynthesisUtterance(piece.text);
      utterance.rate = SPEECH.rate;
      utterance.pitch = SPEECH.pitch;
      utterance.volume = SPEECH.volume;
      if (voice.current) utterance.voice = voice.current;
      utterance.lang = utteranceLang(voice.current, language);
      utterance.onstart = () => isCurrent() && setCurrentWord(wordIndexAt(script, block.id, piece.start));
      utterance.onboundary = (event) => {
        if (!isCurrent() || (event.name && event.name !== 'word')) return;
        setCurrentWord(wordIndexAt(script, block.id, piece.start + event.charIndex));
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
  }, [script, voiceState, stop, language]);

  const pause = useCallback(() => {
    synthesis()?.pause();
    setStatus('paused');
  }, []);
  const resume = useCallback(() => {
    synthesis()?.resume();
    setStatus('speaking');
  }, []);

  return { voiceState, language, status, currentWord, play, pause, resume, stop };
}
