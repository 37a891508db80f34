import { Link } from 'react-router';
import { messages } from '../../../domain/messages';
import { lessonMessages } from '../../../domain/lesson-messages';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { CelebrationModal, celebrationAction } from '../kit/celebration-modal';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quizPassed: boolean;
  activityDone: boolean;
  onNext: (step: 'try-ai' | 'quiz' | 'complete') => void;
};

/** docs/product/lessons.md#introduction-to-ai: the AI lesson's completion dialog, telling the child what to do next. */
export function AiCompletionDialog({
  open,
  onOpenChange,
  quizPassed,
  activityDone,
  onNext,
}: Props) {
  const { user } = useAuth();
  const both = quizPassed && activityDone;
  const words = both
    ? lessonMessages.aiLesson.bothDone
    : quizPassed
      ? lessonMessages.aiLesson.quizDone
      : lessonMessages.aiLesson.chatDone;
  const next = both
    ? { step: 'complete' as const, label: 'Complete Lesson' }
    : quizPassed
      ? { step: 'try-ai' as const, label: 'Continue to Try AI' }
      : { step: 'quiz' as const, label: 'Go to the Quiz' };
  return (
    <CelebrationModal
      open={open}
      onOpenChange={onOpenChange}
      icon="🤖"
      title={words.title}
      description={words.description}
      action={
        <button
          type="button"
          className={celebrationAction}
          onClick={() => {
            onOpenChange(false);
            onNext(next.step);
          }}
        >
          {next.label}
        </button>
      }
      closeLabel={lessonMessages.aiLesson.keepExploring}
    >
      {!user && (
        <p className="rounded-xl bg-amber-50 p-3 text-base text-amber-950">
          {messages.guestSignUpNudge}{' '}
          <Link to={paths.signUp} className="font-bold underline">
            {lessonMessages.lessonKit.guestPrompt.createAccount}
          </Link>
        </p>
      )}
    </CelebrationModal>
  );
}
