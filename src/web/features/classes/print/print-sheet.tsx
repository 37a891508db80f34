// What the class page prints (docs/product.md#classes,
// docs/decisions/166-login-cards-by-print-stylesheet.md and docs/decisions/191-class-printing.md):
// login cards 8 to a page, one child's card, a letter for each child's parents (with that child's
// card, the class code and the /join address), or the progress table (never a picture). A print
// stylesheet (print-sheet.css), no PDF library: the browser's own print dialog makes the pages.
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_KEPT_DAYS, ARCHIVED_CLASS_KEPT_DAYS } from '../../../../domain/accounts/child-profile';
import { useT } from '../../../i18n/use-t';
import { ChildAvatar } from '../../../components/avatars/child-avatar';
import { SignInPicture, pictureName } from '../../../components/pictures/sign-in-picture';
import { classProgressQueryOptions, type ClassDetail, type ClassStudent } from '../classes-api';
import { ProgressTable, tableOf } from '../dashboard/progress-table';
import './print-sheet.css';

/** Cards on one printed page: 2 across, 4 down. */
const CARDS_PER_PAGE = 8;

export type PrintKind = 'cards' | 'letters' | 'progress';
/** What a print shows: a kind, or one child's card. */
export type PrintJob = { kind: PrintKind } | { kind: 'card'; studentId: number };
type Props = { cls: ClassDetail; teacher: string; job: PrintJob; origin: string };

const pagesOf = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** Rendered beside the app (a portal into <body>), hidden on screen, the only thing printed. */
export function PrintSheet({ cls, teacher, job, origin }: Props) {
  const t = useT('classes');
  const joinAddress = `${origin}/join`;
  const card = (student: ClassStudent) => (
    <LoginCard key={student.id} student={student} code={cls.joinCode} joinAddress={joinAddress} />
  );
  let pages;
  if (job.kind === 'progress') pages = <ProgressPage classId={cls.id} className={cls.name} />;
  else if (job.kind === 'letters')
    pages = cls.students.map((student) => (
      <section key={student.id} className="print-page print-letter">
        <h2>{t('classes.letter.title')}</h2>
        <p>{t('classes.letter.greeting', { nickname: student.nickname })}</p>
        <p>{t('classes.letter.what', { className: cls.name, address: origin })}</p>
        <p>{t('classes.letter.signIn', { nickname: student.nickname, joinAddress, code: cls.joinCode })}</p>
        <p>{t('classes.letter.keep')}</p>
        <p>{t('classes.letter.vision', { nickname: student.nickname })}</p>
        <p>{t('classes.letter.minutes', { nickname: student.nickname, days: ACTIVITY_KEPT_DAYS })}</p>
        <p>{t('classes.letter.gallery', { nickname: student.nickname })}</p>
        <p>{t('classes.letter.deleted', { days: ARCHIVED_CLASS_KEPT_DAYS })}</p>
        <p>{t('classes.letter.privacy', { privacyAddress: `${origin}/privacy` })}</p>
        <p>{t('classes.letter.ask')}</p>
        <p>{t('classes.letter.signature', { teacher })}</p>
        <div className="print-letter-card">{card(student)}</div>
      </section>
    ));
  else {
    const students =
      job.kind === 'card' ? cls.students.filter((s) => s.id === job.studentId) : cls.students;
    pages = pagesOf(students, CARDS_PER_PAGE).map((page, i) => (
      <section key={i} className="print-page print-cards">
        {page.map(card)}
      </section>
    ));
  }
  return createPortal(
    <div className="print-sheet" data-testid="print-sheet" data-print={job.kind}>
      {pages}
    </div>,
    document.body,
  );
}

type CardProps = { student: ClassStudent; code: string; joinAddress: string };

function LoginCard({ student, code, joinAddress }: CardProps) {
  const t = useT('classes');
  return (
    <article className="print-card">
      <div className="print-card-name">
        <ChildAvatar id={student.avatarId} size={32} decorative />
        <span>{student.nickname}</span>
      </div>
      <p className="print-card-code">
        {t('classes.card.code')}: <strong>{code}</strong>
      </p>
      <div className="print-card-pictures" aria-label={t('classes.card.pictures')}>
        {student.pictures.map((picture) => (
          <figure key={picture}>
            <SignInPicture name={picture} decorative />
            <figcaption>{pictureName(picture)}</figcaption>
          </figure>
        ))}
      </div>
      <p className="print-card-address">
        {t('classes.card.open')}: <strong>{joinAddress}</strong>
      </p>
    </article>
  );
}

/** The progress table as the dashboard shows it, on landscape pages, with no picture secrets. */
function ProgressPage({ classId, className }: { classId: number; className: string }) {
  const t = useT('classes');
  const progress = useQuery(classProgressQueryOptions(classId));
  return (
    <section className="print-page print-progress">
      <h2>{t('classes.printProgressTitle', { className })}</h2>
      {progress.data && <ProgressTable table={tableOf(progress.data.children)} />}
    </section>
  );
}
