import { useId } from 'react';
import { AVATARS } from './avatar-art';
import { ChildAvatar, avatarLabel } from './child-avatar';

/**
 * Choose one of the twelve avatars: a group of real radio buttons drawn as pictures, so a tap,
 * a click, Tab then the arrow keys, and a screen reader all work (docs/product.md#accounts-and-children).
 * Each picture is a 56 px target.
 */
export function AvatarPicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: number | null;
  onChange(id: number): void;
  error?: string | null;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-bold text-slate-800">{legend}</legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {AVATARS.map((_, index) => {
          const id = index + 1;
          return (
            <label
              key={id}
              className="grid cursor-pointer place-items-center rounded-2xl border-2 border-transparent p-1 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-violet-700 hover:bg-violet-50"
            >
              <input
                type="radio"
                name={name}
                value={id}
                checked={value === id}
                onChange={() => onChange(id)}
                aria-label={avatarLabel(id)}
                className="sr-only"
              />
              <ChildAvatar id={id} size={56} decorative />
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-bold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
