// Read-aloud for a lesson: <ReadAloudProvider sections={content.learn}> around the page gives
// <ReadAloudBar> its controls and <SpokenText blockId> the highlighted word. LessonLayout
// already does this; pages rarely use it directly. The text is read in the page's language
// (`lang` says otherwise for text in another language).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LearnSection } from '../../../../domain/lessons/lesson-types';
import { buildScript, learnBlocks, type SpeechScript } from '../../../../domain/lessons/speech';
import type { Locale } from '../../../../i18n/locales';
import { useLocale } from '../../../i18n/use-t';
import { useSpeech, type Speech } from './use-speech';

type ReadAloudValue = { script: SpeechScript; speech: Speech };
const ReadAloudContext = createContext<ReadAloudValue | null>(null);

type ProviderProps = { sections: readonly LearnSection[]; lang?: Locale; children: ReactNode };

export function ReadAloudProvider({ sections, lang, children }: ProviderProps) {
  const pageLocale = useLocale();
  const script = useMemo(() => buildScript(learnBlocks(sections)), [sections]);
  const speech = useSpeech(script, lang ?? pageLocale);
  const value = useMemo(() => ({ script, speech }), [script, speech]);
  return <ReadAloudContext.Provider value={value}>{children}</ReadAloudContext.Provider>;
}

export function useReadAloud(): ReadAloudValue {
  const value = useContext(ReadAloudContext);
  if (!value) throw new Error('useReadAloud must be used within a ReadAloudProvider');
  return value;
}

/** For components that may render outside a lesson (e.g. in a unit test): null when there is none. */
export const useOptionalReadAloud = (): ReadAloudValue | null => useContext(ReadAloudContext);
