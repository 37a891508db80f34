// A lesson page shows one person's work (docs/product/lessons.md#kept-until-done): rendered inside
// <OnePerson>, it starts afresh when the person changes (a switch, a sign-out, a sign-in), so
// nothing done by one is left showing to the next. Usage:
//   export default function FunctionsPage() { return <OnePerson><FunctionsLesson /></OnePerson>; }
import { Fragment, type ReactNode } from 'react';
import { usePersonKey } from '../../lib/person-store';

export function OnePerson({ children }: { children: ReactNode }) {
  const person = usePersonKey();
  return <Fragment key={person ?? 'not-known-yet'}>{children}</Fragment>;
}
