import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInSlices } from './in-slices.js';

function List({ items }: { items: string[] }) {
  const shown = useInSlices(items.length, 3);
  return (
    <ol>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

describe('useInSlices', () => {
  it('renders the first slice at once and the rest in the following tasks, in order', async () => {
    const items = Array.from({ length: 10 }, (_, i) => `review ${i + 1}`);
    render(<List items={items} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(items.slice(0, 3));
    expect(await screen.findByText('review 10')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(items);
  });

  it('shows a short list whole', () => {
    render(<List items={['only one']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
