// A lesson page shows one person's work (docs/product/lessons.md#kept-until-done): rendered inside
// <OnePerson>, it starts afresh when the person changes (a switch, a sign-out, a sign-in), so
// nothing done by one is left showing to the next. Usage:
//   export default function FunctionsPage() { return <OnePerson><FunctionsLesson /></OnePerson>; }
import { Fragment, type ReactNode } from 'react';
import { usePersonKey } from '../../lib/person-store';

export function OnePerson({ children }: { children: ReactNode }) {
  const person = usePersonKey();
  // While the person is not known yet (the first GET /api/user of a visit) the lesson shows but
  // cannot be used: it starts afresh once the person is known, and what a child did before that
  // would be lost (docs/decisions/399-a-lesson-waits-for-its-person.md).
  if (person === null) {
    return (
      <div inert aria-busy="true" className="contents">
        {children}
      </div>
    );
  }
  return <Fragment key={person}>{children}</Fragment>;
}
