// "Show a solution" (docs/decisions/263-show-a-solution-loads-it.md): asks the server for the
// level's reference solution (a teacher's only, docs/decisions/261-who-may-fetch-a-solution.md) and
// loads it into the editor, where Run plays it; "Back to our program" brings back what the class
// had built. Asked again on every press: nothing is kept in the browser.
import { useState } from 'react';
import type { LabProgram } from '../../../../domain/code-lab/level-program';
import { secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { userMessageOf } from '../../../lib/api';
import { getSolution } from '../code-lab-api';

type Props<P extends LabProgram> = {
  levelId: string;
  /** The program in the editor now: kept to come back to. */
  program: P;
  onShow: (solution: P) => void;
  onBack: (ours: P) => void;
};

/** For a puzzle of Ada's (a Program) or a game level (a GameProgram). */
export function ShowSolution<P extends LabProgram>({ levelId, program, onShow, onBack }: Props<P>) {
  const t = useT('codeLab');
  const [ours, setOurs] = useState<P | null>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const show = async () => {
    setAsking(true);
    setProblem(null);
    try {
      const { program: solution } = await getSolution<P>(levelId);
      setOurs(program);
      onShow(solution);
    } catch (error) {
      setProblem(userMessageOf(error));
    } finally {
      setAsking(false);
    }
  };
  const back = () => {
    if (ours) onBack(ours);
    setOurs(null);
  };

  return (
    <div className="grid gap-2">
      {ours ? (
        <button type="button" className={`${secondaryButton} justify-self-start`} onClick={back}>
          {t('codeLab.present.back')}
        </button>
      ) : (
        <button type="button" className={`${secondaryButton} justify-self-start`} onClick={() => void show()} disabled={asking}>
          {asking ? t('codeLab.present.getting') : t('codeLab.present.show')}
        </button>
      )}
      <p role="status" className="text-lg font-bold text-slate-800 empty:hidden">
        {ours ? t('codeLab.present.isSolution') : ''}
      </p>
      {problem && (
        <p role="alert" className="text-lg font-bold text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
