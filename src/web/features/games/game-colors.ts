import type { GameColor } from '../../../domain/games/game-types';
import type { Difficulty } from '../../../domain/lessons/curriculum-types';
import type { MessageKey } from '../../../i18n/translate';

// Whole class names (Tailwind finds them in the source); all pairs pass WCAG AA contrast.
export const cardColors: Record<GameColor, { card: string; icon: string }> = {
  violet: { card: 'border-violet-300 hover:border-violet-500', icon: 'bg-violet-100' },
  sky: { card: 'border-sky-300 hover:border-sky-500', icon: 'bg-sky-100' },
  emerald: { card: 'border-emerald-300 hover:border-emerald-500', icon: 'bg-emerald-100' },
  amber: { card: 'border-amber-300 hover:border-amber-500', icon: 'bg-amber-100' },
  rose: { card: 'border-rose-300 hover:border-rose-500', icon: 'bg-rose-100' },
  orange: { card: 'border-orange-300 hover:border-orange-500', icon: 'bg-orange-100' },
  teal: { card: 'border-teal-300 hover:border-teal-500', icon: 'bg-teal-100' },
  indigo: { card: 'border-indigo-300 hover:border-indigo-500', icon: 'bg-indigo-100' },
};

export const difficultyBadge: Record<Difficulty, { words: MessageKey; className: string }> = {
  beginner: { words: 'play.difficulty.beginner', className: 'bg-emerald-100 text-emerald-900' },
  intermediate: { words: 'play.difficulty.intermediate', className: 'bg-amber-100 text-amber-900' },
  advanced: { words: 'play.difficulty.advanced', className: 'bg-rose-100 text-rose-900' },
};
