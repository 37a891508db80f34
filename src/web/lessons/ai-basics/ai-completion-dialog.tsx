import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { messages } from '../../../domain/messages';
import { lessonMessages } from '../../../domain/lesson-messages';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quizPassed: boolean;
  activityDone: boolean;
  onNext: (step: 'try-ai' | 'quiz' | 'complete') => void;
};

const action = 'inline-flex min-h-11 items-center rounded-full px-5 font-bold';

/** SPEC §4: the AI lesson's completion dialog, telling the child what to do next. */
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-3xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-2xl font-extrabold text-violet-900">
            <span aria-hidden="true">🤖 </span>
            {words.title}
          </Dialog.Title>
          <Dialog.Description className="text-lg text-slate-800">
            {words.description}
          </Dialog.Description>
          {!user && (
            <p className="rounded-xl bg-amber-50 p-3 text-base text-amber-950">
              {messages.guestSignUpNudge}{' '}
              <Link to={paths.auth} className="font-bold underline">
                {lessonMessages.lessonKit.guestPrompt.createAccount}
              </Link>
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={`${action} bg-violet-700 text-white hover:bg-violet-800`}
              onClick={() => {
                onOpenChange(false);
                onNext(next.step);
              }}
            >
              {next.label}
            </button>
            <Dialog.Close className={`${action} border-2 border-violet-700 text-violet-900`}>
              {lessonMessages.aiLesson.keepExploring}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
