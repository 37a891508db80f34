import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
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
  const t = useT('activities');
  const { user } = useAuth();
  const both = quizPassed && activityDone;
  const words = both
    ? { title: t('activities.aiDone.bothTitle'), description: t('activities.aiDone.bothDescription') }
    : quizPassed
      ? { title: t('activities.aiDone.quizTitle'), description: t('activities.aiDone.quizDescription') }
      : { title: t('activities.aiDone.chatTitle'), description: t('activities.aiDone.chatDescription') };
  const next = both
    ? { step: 'complete' as const, label: t('activities.aiDone.completeLesson') }
    : quizPassed
      ? { step: 'try-ai' as const, label: t('activities.aiDone.continueToTryAi') }
      : { step: 'quiz' as const, label: t('activities.aiDone.goToQuiz') };
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
      closeLabel={t('activities.aiDone.keepExploring')}
    >
      {!user && (
        <p className="rounded-xl bg-amber-50 p-3 text-base text-amber-950">
          {t('shell.guestSignUpNudge')}{' '}
          <Link to={paths.signUp} className="font-bold underline">
            {t('activities.aiDone.createAccount')}
          </Link>
        </p>
      )}
    </CelebrationModal>
  );
}
