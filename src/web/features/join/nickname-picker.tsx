// Step 2 of /join: the children of the class as big buttons, each with its avatar.
import type { JoinClass } from '../../../domain/api/class-api';
import { ChildAvatar } from '../../components/avatars/child-avatar';
import { SpokenText } from '../../lessons/kit/read-aloud/spoken-text';
import { itemBlockId, type SpokenItem } from './join-speech';

type Student = JoinClass['students'][number];

/** The nicknames, read aloud after the step's words (JoinSpeech). */
export const nicknameItems = (students: readonly Student[]): SpokenItem[] =>
  students.map((s) => ({ id: `child-${s.id}`, text: s.nickname }));

export function NicknamePicker({
  students,
  onPick,
}: {
  students: readonly Student[];
  onPick(student: Student): void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {students.map((student) => (
        <li key={student.id}>
          <button
            type="button"
            onClick={() => onPick(student)}
            className="grid min-h-24 w-full justify-items-center gap-2 rounded-3xl border-4 border-slate-300 bg-white p-3 text-center text-xl font-bold break-words text-slate-900 hover:border-violet-500"
          >
            <ChildAvatar id={student.avatarId} size={56} decorative />
            <span className="max-w-full min-w-0">
              <SpokenText
                blockId={itemBlockId(`child-${student.id}`)}
                fallback={student.nickname}
              />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
