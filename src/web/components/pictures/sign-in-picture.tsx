// The twelve pictures a class child taps two of to sign in (docs/product.md#classes). Our own SVG
// (no emoji: headless Chromium and some devices have no emoji font), big bold shapes with a dark
// outline and a distinct colour each, so an 8-year-old knows them at a glance and a black and
// white print of the login cards keeps them apart.
import type { JSX } from 'react';
import type { Picture } from '../../../domain/accounts/child-profile';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { Bird, Cat, Dog, Fish } from './animals';
import { Moon, Star, Sun } from './sky';
import { Apple, Ball, Car, Flower, Tree } from './things';

const DRAWINGS: Record<Picture, () => JSX.Element> = {
  cat: Cat,
  dog: Dog,
  fish: Fish,
  bird: Bird,
  sun: Sun,
  moon: Moon,
  star: Star,
  tree: Tree,
  flower: Flower,
  apple: Apple,
  car: Car,
  ball: Ball,
};

/**
 * The word for each picture, as it is read aloud and written under it, in the page's language
 * (namespace `pictures`: a component showing it loads that first, as SignInPicture does).
 */
export const pictureName = (name: Picture): string => t(`pictures.signIn.${name}`);

type Props = {
  name: Picture;
  className?: string;
  /** True where the picture's name is already given next to it (a button's own label). */
  decorative?: boolean;
};

/** One sign-in picture; its accessible name is the picture's word unless it is decorative. */
export function SignInPicture({ name, className = 'size-20', decorative = false }: Props) {
  useT('pictures');
  const Drawing = DRAWINGS[name];
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': pictureName(name) })}
      focusable="false"
    >
      <Drawing />
    </svg>
  );
}

/** The twelve pictures in the order the join screen shows them (the domain's PICTURES order). */
export const signInPictures = Object.keys(DRAWINGS) as Picture[];
