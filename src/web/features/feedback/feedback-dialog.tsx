import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { ModalFrame } from '../../components/modal-frame';
import { DEFAULT_FEEDBACK_TYPE, FEEDBACK_SUBJECT } from '../../../domain/constants';
import {
  composeFeedbackMessage,
  emptyFeedbackAnswers,
  FEEDBACK_LIMITS,
  FEEDBACK_QUESTIONS,
  feedbackSubmissionSchema,
  isFeedbackComplete,
  type FeedbackSubmission,
} from '../../../domain/feedback';
import type { MessageKey } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { TextAreaField, TextField } from '../../components/text-field';
import { track } from '../../lib/analytics';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast-store';
import { postFeedback } from './feedback-api';
import { RatingStars } from './rating-stars';

const questionWords: Record<(typeof FEEDBACK_QUESTIONS)[number]['id'], MessageKey> = {
  helpful: 'feedback.questions.helpful',
  confusing: 'feedback.questions.confusing',
  recommend: 'feedback.questions.recommend',
};

/** The page the feedback is about, without its query or hash (a reset link's token must not leak). */
const currentPage = () => `${window.location.origin}${window.location.pathname}`;

/** 'Share Your Feedback' (docs/product.md#feedback-form): stars, three questions (the second required), optional email. */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT('feedback');
  const { user } = useAuth();
  // A child's session has no email of its own: the form asks for a grown-up's
  // (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md).
  const account = user && user.kind !== 'child' ? user : null;
  const [rating, setRating] = useState<number | null>(null);
  const [answers, setAnswers] = useState(emptyFeedbackAnswers);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [missingAnswer, setMissingAnswer] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const confusingRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const resetForm = () => {
    setRating(null);
    setAnswers(emptyFeedbackAnswers());
    setEmail('');
    setMissingAnswer(false);
    setEmailError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isFeedbackComplete(answers)) {
      setMissingAnswer(true);
      toast({
        title: t('feedback.messageRequiredTitle'),
        description: t('feedback.messageRequired'),
        variant: 'destructive',
      });
      confusingRef.current?.focus();
      return;
    }
    // The same rule the server applies, so a typo is explained here instead of failing there.
    const checkedEmail = feedbackSubmissionSchema.shape.email.safeParse(email.trim());
    if (!account && !checkedEmail.success) {
      setEmailError(checkedEmail.error.issues[0]?.message ?? t('feedback.checkEmail'));
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    const payload: FeedbackSubmission = {
      userId: user?.id ?? null,
      email: account ? account.email : email.trim() || null,
      rating,
      feedbackType: DEFAULT_FEEDBACK_TYPE,
      subject: FEEDBACK_SUBJECT,
      message: composeFeedbackMessage(answers),
      pageUrl: currentPage().slice(0, FEEDBACK_LIMITS.pageUrl),
      userAgent: navigator.userAgent.slice(0, FEEDBACK_LIMITS.userAgent),
    };
    setBusy(true);
    try {
      await postFeedback(payload);
      track('feedback_submitted');
      toast({ title: t('feedback.submittedTitle'), description: t('feedback.submitted'), variant: 'success' });
      resetForm();
      onOpenChange(false);
    } catch (error) {
      console.warn('feedback could not be sent', error);
      toast({ title: t('feedback.failedTitle'), description: t('feedback.failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalFrame title={t('feedback.title')} description={t('feedback.description')} width="w-[min(36rem,94vw)]">
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <RatingStars value={rating} onChange={setRating} />
          {FEEDBACK_QUESTIONS.map((q) => {
            const required = q.id === 'confusing';
            return (
              <TextAreaField
                key={q.id}
                ref={required ? confusingRef : undefined}
                label={t(questionWords[q.id])}
                name={q.id}
                required={required}
                maxLength={1500}
                error={
                  required && missingAnswer && !isFeedbackComplete(answers)
                    ? t('feedback.messageRequired')
                    : null
                }
                value={answers[q.id]}
                onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
              />
            );
          })}
          {account ? (
            <p className="text-slate-700">{t('feedback.signedInAs', { email: account.email })}</p>
          ) : (
            <TextField
              ref={emailRef}
              error={emailError}
              label={t('feedback.emailLabel')}
              hint={t('feedback.emailHint')}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={FEEDBACK_LIMITS.email}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close type="button" className={secondaryButton}>
              {t('feedback.cancel')}
            </Dialog.Close>
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? t('feedback.sending') : t('feedback.send')}
            </button>
          </div>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}
