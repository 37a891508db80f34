import { PatternPuzzlerScreen } from '../features/pattern-puzzler/pattern-puzzler-screen';

/** /play/pattern-puzzler: the Learn hub's pattern game, its own chunk (docs/decisions/416-pattern-puzzler.md). */
export function Component() {
  return <PatternPuzzlerScreen />;
}
