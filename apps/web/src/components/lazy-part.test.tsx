import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.js';

/** A part whose code arrives when the test says so. */
function deferredPart() {
  let arrive!: () => void;
  const code = new Promise<(props: { name: string }) => ReactElement>((done) => {
    arrive = () => done(({ name }) => <p>Hello {name}</p>);
  });
  const load = vi.fn(() => code);
  return { Part: lazyPart(load), load, arrive };
}

describe('lazyPart', () => {
  it('holds the place with a loading state announced to screen readers, then shows the part', async () => {
    const { Part, arrive } = deferredPart();
    render(<Part name="Ann" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    arrive();
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can fetch its code ahead of its first showing', async () => {
    const { Part, load, arrive } = deferredPart();
    Part.preload();
    arrive();
    render(<Part name="Bo" />);
    expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
  });
});

describe('lazyPart shown, hidden before its code arrives, shown again', () => {
  it('shows the part the second time (a dialog opened and closed at once, then opened again)', async () => {
    const { Part, arrive } = deferredPart();
    const view = (shown: boolean) => <div>{shown ? <Part name="Cy" /> : <p>closed</p>}</div>;
    const { rerender } = render(view(true));
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(view(false));
    arrive();
    await new Promise((ok) => setTimeout(ok, 10));
    rerender(view(true));
    expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
  });
});
