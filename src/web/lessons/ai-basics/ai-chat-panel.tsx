import { useEffect, useRef } from 'react';
import { aiExamplePrompts } from '../../../../content/lessons/ai-basics';
import { isPromptReady, practiceProgress, visibleExamples } from '../../../domain/lessons/ai-chat';
import { AI_INTERACTIONS_TO_COMPLETE } from '../../../domain/constants';
import { LabelledProgress } from '../../components/labelled-progress';
import { useContent, useT } from '../../i18n/use-t';
import type { AiChat } from './use-ai-chat';
import '../activity-words'; // its words are loaded before it renders

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-5 font-bold disabled:cursor-not-allowed disabled:opacity-60';

/** Try AI: a simulated chat (docs/product/lessons.md#introduction-to-ai). Replies are authored and chosen locally. */
export function AiChatPanel({
  chat,
  onCompleteLesson,
}: {
  chat: AiChat;
  onCompleteLesson: () => void;
}) {
  const t = useT('activities');
  const examples = useContent('lessons/ai-basics', 'aiExamplePrompts', aiExamplePrompts);
  const { state } = chat;
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.waiting]);

  return (
    <section aria-labelledby="try-ai-heading" className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
      <div className="flex h-[500px] flex-col rounded-3xl border-2 border-violet-200 bg-white shadow">
        <h2
          id="try-ai-heading"
          className="border-b border-violet-100 px-5 py-3 text-xl font-bold text-violet-900"
        >
          <span aria-hidden="true">🤖 </span>{t('activities.aiChat.heading')}
        </h2>
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={t('activities.aiChat.messages')}
          tabIndex={0}
          className="flex-1 space-y-3 overflow-y-auto p-4"
        >
          {state.messages.length === 0 && (
            <p className="text-slate-600">
              {t('activities.aiChat.intro')}
            </p>
          )}
          {state.messages.map((m) => (
            <p
              key={m.id}
              className={`max-w-[85%] rounded-2xl px-4 py-2 text-lg ${m.from === 'child' ? 'ml-auto bg-violet-700 text-white' : 'bg-sky-100 text-slate-900'}`}
            >
              <span className="sr-only">{m.from === 'child' ? t('activities.aiChat.you') : t('activities.aiChat.ai')} </span>
              {m.text}
            </p>
          ))}
          {state.waiting && <p className="text-slate-600 italic">{t('activities.aiChat.thinking')}</p>}
        </div>
        <form
          className="flex gap-2 border-t border-violet-100 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            chat.ask();
          }}
        >
          <label htmlFor="ai-prompt" className="sr-only">
            {t('activities.aiChat.questionLabel')}
          </label>
          <input
            id="ai-prompt"
            ref={inputRef}
            value={state.prompt}
            onChange={(event) => chat.type(event.target.value)}
            onKeyDown={(event) => {
              // docs/product/lessons.md#introduction-to-ai: Enter also submits, and a blank prompt gets its message (a disabled
              // submit button would silently swallow it).
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              event.preventDefault();
              chat.ask();
            }}
            placeholder={t('activities.aiChat.placeholder')}
            autoComplete="off"
            maxLength={300}
            className="min-h-11 min-w-0 flex-1 rounded-full border-2 border-violet-300 px-4 text-lg"
          />
          <button
            type="submit"
            disabled={!isPromptReady(state)}
            className={`${button} shrink-0 bg-violet-700 whitespace-nowrap text-white`}
          >
            {t('activities.aiChat.ask')}
          </button>
        </form>
      </div>

      <div className="space-y-4">
        <div className="rounded-3xl bg-white p-4 shadow">
          <h3 className="mb-2 text-lg font-bold text-violet-900">{t('activities.aiChat.examples')}</h3>
          <ul className="grid gap-2">
            {visibleExamples(examples, state.interactions).map((example) => (
              <li key={example}>
                <button
                  type="button"
                  className="min-h-11 w-full rounded-2xl border-2 border-sky-300 bg-sky-50 px-3 py-2 text-left font-semibold text-sky-900"
                  onClick={() => {
                    chat.type(example);
                    inputRef.current?.focus();
                  }}
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-4 shadow">
          <LabelledProgress label={t('activities.aiChat.progress')} value={practiceProgress(state)} />
          <p className="mt-2 text-sm text-slate-700">
            {state.activityDone
              ? t('activities.aiChat.practiceDone')
              : t('activities.aiChat.asked', {
                  count: Math.min(state.interactions, AI_INTERACTIONS_TO_COMPLETE),
                  total: AI_INTERACTIONS_TO_COMPLETE,
                })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={chat.startOver}
              disabled={state.interactions === 0}
              className={`${button} border-2 border-violet-300 bg-white text-violet-900`}
            >
              {t('activities.aiChat.startOver')}
            </button>
            <button
              type="button"
              onClick={onCompleteLesson}
              className={`${button} bg-emerald-700 text-white`}
            >
              {t('activities.aiChat.completeLesson')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
