// What "Print login cards" prints (docs/product.md#classes): one card per child (nickname, class
// code, the two pictures, the address to open), 8 to a page, then a letter for parents. A print
// stylesheet (print-sheet.css), no PDF library: the browser's own print dialog makes the pages.
import { createPortal } from 'react-dom';
import { classPageMessages as t } from '../../../../domain/class-page-messages';
import { ChildAvatar } from '../../../components/avatars/child-avatar';
import { SignInPicture, pictureName } from '../../../components/pictures/sign-in-picture';
import type { ClassDetail } from '../classes-api';
import './print-sheet.css';

/** Cards on one printed page: 2 across, 4 down. */
const CARDS_PER_PAGE = 8;

export type PrintKind = 'cards' | 'letter';
type Props = { cls: ClassDetail; teacher: string; kind: PrintKind; origin: string };

const pagesOf = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** Rendered beside the app (a portal into <body>), hidden on screen, the only thing printed. */
export function PrintSheet({ cls, teacher, kind, origin }: Props) {
  const joinAddress = `${origin}/join`;
  return createPortal(
    <div className="print-sheet" data-testid="print-sheet">
      {kind === 'cards' &&
        pagesOf(cls.students, CARDS_PER_PAGE).map((page, i) => (
          <section key={i} className="print-page print-cards">
            {page.map((student) => (
              <article key={student.id} className="print-card">
                <div className="print-card-name">
                  <ChildAvatar id={student.avatarId} size={32} decorative />
                  <span>{student.nickname}</span>
                </div>
                <p className="print-card-code">
                  {t.card.code}: <strong>{cls.joinCode}</strong>
                </p>
                <div className="print-card-pictures" aria-label={t.card.pictures}>
                  {student.pictures.map((picture) => (
                    <figure key={picture}>
                      <SignInPicture name={picture} decorative />
                      <figcaption>{pictureName(picture)}</figcaption>
                    </figure>
                  ))}
                </div>
                <p className="print-card-address">
                  {t.card.open}: <strong>{joinAddress}</strong>
                </p>
              </article>
            ))}
          </section>
        ))}
      <section className="print-page print-letter">
        <h2>{t.letter.title}</h2>
        <p>{t.letter.greeting}</p>
        <p>{t.letter.what(cls.name, origin)}</p>
        <p>{t.letter.signIn(joinAddress)}</p>
        <p>{t.letter.keep}</p>
        <p>{t.letter.deleted}</p>
        <p>{t.letter.privacy(`${origin}/privacy`)}</p>
        <p>{t.letter.ask}</p>
        <p>{t.letter.signature(teacher)}</p>
      </section>
    </div>,
    document.body,
  );
}
