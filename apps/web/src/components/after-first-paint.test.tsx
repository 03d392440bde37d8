import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.js';

describe('AfterFirstPaint', () => {
  it('first paints what is above it, holding a place, then shows its content', async () => {
    const { container } = render(
      <>
        <h1>Top of the page</h1>
        <AfterFirstPaint>
          <p>Reviews</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Top of the page' })).toBeInTheDocument();
    expect(screen.queryByText('Reviews')).not.toBeInTheDocument();
    expect(container.querySelector('.after-first-paint')).not.toBeNull();
    expect(await screen.findByText('Reviews')).toBeInTheDocument();
    expect(container.querySelector('.after-first-paint')).toBeNull();
  });
});
