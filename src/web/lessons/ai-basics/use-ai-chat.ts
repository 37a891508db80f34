import { useCallback, useEffect, useRef, useState } from 'react';
import { aiChatKeywords } from '../../../../content/ai-chat-keywords';
import { aiChatReplies } from '../../../../content/lessons/ai-basics';
import {
  aiChatReducer,
  chooseReply,
  initialAiChat,
  type AiChatAction,
  type AiChatEvidence,
} from '../../../domain/lessons/ai-chat';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent } from '../../i18n/use-t';
import { t } from '../../i18n/i18n';
import { toast } from '../../lib/toast-store';
import '../activity-words'; // its words are loaded before it renders

/**
 * The practice chat's state (kept by the page, so it survives switching tabs). The engine
 * decides; this hook only adds the 1.5 s "thinking" wait and the toast (docs/product/lessons.md#introduction-to-ai).
 */
export function useAiChat(onActivityDone: (evidence: AiChatEvidence) => void, onStartOver: () => void = () => {}) {
  // The replies, and the keywords that choose them, in the page's language
  // (docs/decisions/331-the-practice-chat-understands-spanish.md).
  const replies = useContent('lessons/ai-basics', 'aiChatReplies', aiChatReplies);
  const keywords = useContent('ai-chat-keywords', 'aiChatKeywords', aiChatKeywords);
  const [state, setState] = useState(initialAiChat);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const dispatch = useCallback(
    (action: AiChatAction) => setState((s) => aiChatReducer(s, action)),
    [],
  );

  const ask = () => {
    const next = aiChatReducer(state, { type: 'ask' });
    setState(next);
    if (next.error) {
      // The activities' words are loaded (activity-words.ts).
      toast({
        title: t('activities.aiChat.emptyTitle'),
        description: t('activities.aiChat.emptyDescription'),
        variant: 'destructive',
      });
      return;
    }
    if (!next.waiting || state.waiting) return;
    const question = next.messages.at(-1)?.text ?? '';
    timer.current = window.setTimeout(
      () => dispatch({ type: 'reply', text: chooseReply(question, replies, keywords) }),
      DELAYS_MS.aiReply,
    );
  };

  const startOver = () => {
    window.clearTimeout(timer.current);
    dispatch({ type: 'start-over' });
    onStartOver();
  };

  // Tell the page once each time the activity becomes done (Start Over can undo it).
  const wasDone = useRef(false);
  const onDone = useRef(onActivityDone);
  useEffect(() => {
    onDone.current = onActivityDone;
  });
  useEffect(() => {
    // The evidence is how many questions were answered, never the child's words
    // (docs/product/lessons.md#graded-by-the-server).
    if (state.activityDone && !wasDone.current) onDone.current({ questionsAnswered: state.interactions });
    wasDone.current = state.activityDone;
  }, [state.activityDone, state.interactions]);

  return { state, type: (prompt: string) => dispatch({ type: 'type', prompt }), ask, startOver };
}

export type AiChat = ReturnType<typeof useAiChat>;
