import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PICTURES } from '../../../domain/accounts/child-profile';
import { SignInPicture, pictureName, signInPictures } from './sign-in-picture';

describe('the twelve sign-in pictures', () => {
  it('are the domain’s twelve, in its order', () => {
    expect(signInPictures).toEqual([...PICTURES]);
  });

  it('are each named for screen readers by their word, or hidden when decorative', () => {
    render(
      <>
        {PICTURES.map((p) => (
          <SignInPicture key={p} name={p} />
        ))}
        <SignInPicture name="cat" decorative />
      </>,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual(
      PICTURES.map(pictureName),
    );
    expect(pictureName('flower')).toBe('Flower');
  });

  it('are each a different drawing, made of shapes only (no text, no emoji)', () => {
    const { container } = render(
      <>
        {PICTURES.map((p) => (
          <SignInPicture key={p} name={p} />
        ))}
      </>,
    );
    const drawings = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(new Set(drawings).size).toBe(12);
    for (const svg of container.querySelectorAll('svg')) {
      expect(svg.querySelector('text')).toBeNull();
      expect(svg.textContent).toBe('');
    }
  });
});
