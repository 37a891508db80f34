import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

/** An import that resolves or fails when the test says, and counts how often it was asked. */
function controlledImport() {
  const calls: Array<{ resolve: (c: typeof Greeting) => void; reject: (e: Error) => void }> = [];
  const importComponent = () =>
    new Promise<typeof Greeting>((resolve, reject) => calls.push({ resolve, reject }));
  return { importComponent, calls };
}

describe('preloadable WhenLoaded', () => {
  it('shows the loading line until the code is here, then the component with its props', async () => {
    const { importComponent, calls } = controlledImport();
    const greeting = preloadable(importComponent);
    render(<greeting.WhenLoaded props={{ name: 'Ada' }} waiting={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    calls[0]!.resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('renders at once, with no loading line, when the code was loaded ahead', async () => {
    const { importComponent, calls } = controlledImport();
    const greeting = preloadable(importComponent);
    const loading = greeting.load();
    calls[0]!.resolve(Greeting);
    await loading;
    render(<greeting.WhenLoaded props={{ name: 'Grace' }} waiting={<p>Loading…</p>} />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('throws a failed load to the error boundary, and asks again the next time', async () => {
    const { importComponent, calls } = controlledImport();
    const greeting = preloadable(importComponent);
    // React reports an error its boundary caught; here that is the point.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <greeting.WhenLoaded props={{ name: 'Ada' }} waiting={<p>Loading…</p>} />
      </Boundary>,
    );
    calls[0]!.reject(new Error('chunk failed'));
    expect((await screen.findByRole('alert')).textContent).toBe('chunk failed');
    expect(reported).toHaveBeenCalled();

    const again = greeting.load();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(Greeting);
    await expect(again).resolves.toBe(Greeting);
  });
});
