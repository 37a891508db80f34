// The AI lesson's practice chat (docs/product/lessons.md#introduction-to-ai): simulated locally, never a server or a model.
// Replies are authored (content/lessons/ai-basics.ts) and chosen by keywords in the question; more
// keywords in the page's language come from content/ai-chat-keywords.ts
// (docs/decisions/331-the-practice-chat-understands-spanish.md).
import { AI_INTERACTIONS_TO_COMPLETE } from '../constants';
import { activityRule, shape, whole, type Guard, type LessonActivity } from './evidence';

/** One authored reply and the words or phrases that choose it. */
type AiReplyTopic = { id: string; keywords: readonly string[]; reply: string };
/** More words or phrases for each topic, by topic id: one text, split by commas. */
export type AiChatKeywords = Readonly<Record<string, string>>;
export type AiChatReplies = { topics: readonly AiReplyTopic[]; fallback: string };

type ChatMessage = { id: number; from: 'child' | 'ai'; text: string };

export type AiChatState = {
  prompt: string;
  messages: readonly ChatMessage[];
  waiting: boolean; // a question was asked and the reply has not arrived yet
  interactions: number;
  activityDone: boolean;
  /** What went wrong with the last ask (the view says it in words). */
  error: 'empty-prompt' | null;
};

export type AiChatAction =
  | { type: 'type'; prompt: string }
  | { type: 'ask' }
  | { type: 'reply'; text: string }
  | { type: 'start-over' };

export const initialAiChat = (): AiChatState => ({
  prompt: '',
  messages: [],
  waiting: false,
  interactions: 0,
  activityDone: false,
  error: null,
});

// Accents go (a child may type "que es" for "qué es"), and so do apostrophes and punctuation.
const normalise = (text: string): string =>
  ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** A topic's keywords and its more keywords, normalised, each counted once. */
const keywordsOf = (topic: AiReplyTopic, more: AiChatKeywords): Set<string> =>
  new Set(
    [...topic.keywords, ...(more[topic.id] ?? '').split(',')]
      .map(normalise)
      .filter((keyword) => keyword.trim() !== ''),
  );

/**
 * The topic whose keywords best match the question: the most matching keywords wins, and on a
 * tie the topic listed first (so list the specific topics before the general ones).
 * Keywords match whole words: 'ai' does not match 'rain'.
 */
export function chooseReply(question: string, replies: AiChatReplies, more: AiChatKeywords = {}): string {
  const text = normalise(question);
  let best: { topic: AiReplyTopic; score: number } | null = null;
  for (const topic of replies.topics) {
    const score = [...keywordsOf(topic, more)].filter((keyword) => text.includes(keyword)).length;
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best ? best.topic.reply : replies.fallback;
}

/** docs/product/lessons.md#introduction-to-ai: a prompt must be non-empty after trimming. */
export const isPromptReady = (state: AiChatState): boolean =>
  state.prompt.trim() !== '' && !state.waiting;

/** docs/product/lessons.md#introduction-to-ai: 4 example prompts, 3 shown; a different three after each question. */
export function visibleExamples<T>(examples: readonly T[], interactions: number, shown = 3): T[] {
  if (examples.length <= shown) return [...examples];
  return Array.from(
    { length: shown },
    (_, i) => examples[(interactions + i) % examples.length] as T,
  );
}

export const practiceProgress = (state: AiChatState): number =>
  Math.min(100, Math.round((state.interactions / AI_INTERACTIONS_TO_COMPLETE) * 100));

const nextId = (state: AiChatState) => (state.messages.at(-1)?.id ?? 0) + 1;

export function aiChatReducer(state: AiChatState, action: AiChatAction): AiChatState {
  switch (action.type) {
    case 'type':
      return { ...state, prompt: action.prompt, error: null };
    case 'ask': {
      if (state.waiting) return state;
      const text = state.prompt.trim();
      if (text === '') return { ...state, error: 'empty-prompt' };
      return {
        ...state,
        prompt: '',
        waiting: true,
        error: null,
        messages: [...state.messages, { id: nextId(state), from: 'child', text }],
      };
    }
    case 'reply': {
      if (!state.waiting) return state;
      const interactions = state.interactions + 1;
      return {
        ...state,
        waiting: false,
        interactions,
        activityDone: state.activityDone || isChatPracticeDone(interactions),
        messages: [...state.messages, { id: nextId(state), from: 'ai', text: action.text }],
      };
    }
    case 'start-over':
      // docs/product/lessons.md#introduction-to-ai: resets the prompt, the reply, the count and the activity flag.
      return initialAiChat();
  }
}

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): how many questions
// were answered, never the child's words, checked
// with the rule above.
/** docs/product/lessons.md#introduction-to-ai: done after AI_INTERACTIONS_TO_COMPLETE answered questions. */
function isChatPracticeDone(questionsAnswered: number): boolean {
  return questionsAnswered >= AI_INTERACTIONS_TO_COMPLETE;
}
export type AiChatEvidence = { questionsAnswered: number };
const isAiChatEvidenceDone = (evidence: AiChatEvidence): boolean => isChatPracticeDone(evidence.questionsAnswered);
const isAiChatEvidence: Guard<AiChatEvidence> = shape({ questionsAnswered: whole(0, 10_000) });
/** The practice chat's rule (it reads no content). */
export const aiChatActivity: LessonActivity = activityRule(isAiChatEvidence, isAiChatEvidenceDone);
