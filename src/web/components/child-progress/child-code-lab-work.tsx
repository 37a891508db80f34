// A child's Code Lab work in their detail (docs/product.md#a-childs-work,
// docs/decisions/271-a-childs-code-lab-work.md): each level tried, the last tried first, with
// stars, runs, fails and when; a button shows the child's last program there as read-only blocks
// with "Show the code". The family page and the class dashboard load it when the detail opens and
// give it here.
import { Suspense, useId, useState } from 'react';
import type { ChildCodeLab } from '../../../domain/api/child-work-api';
import { ReadOnlyProgram } from '../../features/code-lab/read-only/read-only-program';
import { lazyWithWords } from '../../i18n/lazy-with-words';
import { useT } from '../../i18n/use-t';
import { timeAgo } from '../../lib/time-ago';
import { secondaryButton } from '../button-styles';
import { codeLabLevelTitle } from './child-progress-detail';
import { useCodeLabLevels } from '../../lib/use-code-lab-levels';

// A tune's blocks say their notes and drums in the Sound Lab's words: loaded with them, only when a
// tune is opened (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery).
const ReadOnlyTune = lazyWithWords(
  () => import('../../features/code-lab/read-only/read-only-program').then((m) => m.ReadOnlyProgram),
  ['soundLab', 'soundLevel'],
);

// A web page or a street says its words in the Web Lab's words: loaded with them, only when one is
// opened (docs/decisions/409-the-web-lab-page.md#a-grown-ups-view).
const ReadOnlyWeb = lazyWithWords(
  () => import('../../features/code-lab/stages/web/read-only-web').then((m) => m.ReadOnlyWeb),
  ['webLab', 'webLevel'],
);

type Level = ChildCodeLab['levels'][number];
type Heading = 'h3' | 'h4' | 'h5';
const below: Record<Heading, 'h4' | 'h5' | 'h6'> = { h3: 'h4', h4: 'h5', h5: 'h6' };

const smallButton = secondaryButton.replace('px-6 text-lg', 'px-4 text-base');

function LevelWork({ level, nickname, as: H }: { level: Level; nickname: string; as: 'h4' | 'h5' | 'h6' }) {
  const t = useT('childProgress');
  const [open, setOpen] = useState(false);
  const id = useId();
  const title = codeLabLevelTitle(t, level.levelId, useCodeLabLevels());
  const when = timeAgo(level.lastTriedAt);
  const { runs, fails } = level;
  return (
    <li className="grid min-w-0 gap-2 rounded-2xl border-2 border-violet-100 p-3">
      <H className="font-bold break-words text-violet-950">{title}</H>
      <p>
        {level.stars > 0
          ? t('childProgress.workLineSolved', { stars: level.stars, runs, fails, when })
          : t('childProgress.workLineUnsolved', { runs, fails, when })}
      </p>
      {level.program ? (
        <>
          <button
            type="button"
            className={`${smallButton} justify-self-start`}
            aria-expanded={open}
            aria-controls={open ? id : undefined}
            onClick={() => setOpen(!open)}
          >
            {open
              ? t('childProgress.hideProgram', { nickname })
              : t('childProgress.showProgram', { nickname })}
          </button>
          {open && (
            <div id={id} className="min-w-0">
              {level.program.version === 5 ? (
                <Suspense fallback={null}>
                  <ReadOnlyWeb
                    program={level.program}
                    label={t('childProgress.programOf', { nickname, level: title })}
                    owner={nickname}
                  />
                </Suspense>
              ) : level.program.version === 4 ? (
                <Suspense fallback={null}>
                  <ReadOnlyTune
                    program={level.program}
                    label={t('childProgress.programOf', { nickname, level: title })}
                    owner={nickname}
                  />
                </Suspense>
              ) : (
                <ReadOnlyProgram
                  program={level.program}
                  label={t('childProgress.programOf', { nickname, level: title })}
                  owner={nickname}
                />
              )}
            </div>
          )}
        </>
      ) : (
        <p className="text-slate-800">{t('childProgress.noProgram')}</p>
      )}
    </li>
  );
}

type Props = {
  nickname: string;
  /** Undefined while loading. */
  work: ChildCodeLab | undefined;
  /** Said instead when it could not be loaded. */
  error?: string;
  heading?: Heading;
};

export function ChildCodeLabWork({ nickname, work, error, heading = 'h4' }: Props) {
  const t = useT('childProgress');
  const titleId = useId();
  const H = heading;
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-2">
      <H id={titleId} className="text-lg font-bold text-violet-900">
        {t('childProgress.workTitle')}
      </H>
      {error ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : !work ? (
        <p role="status">{t('childProgress.workLoading')}</p>
      ) : work.levels.length === 0 ? (
        <p>{t('childProgress.noWork')}</p>
      ) : (
        <>
          <p>{t('childProgress.workIntro', { nickname })}</p>
          <ul className="grid min-w-0 gap-2">
            {work.levels.map((level) => (
              <LevelWork key={level.levelId} level={level} nickname={nickname} as={below[heading]} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
