import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentText } from './comment-text.js';

describe('CommentText', () => {
  it('tells the author that a re-post waits for a moderator and only they see it (decision 026)', () => {
    render(<CommentText item={{ text: 'my words', hiddenBy: null, endDateTimestamp: null, underReview: true }} locale="en-US" />);
    expect(screen.getByText('my words')).toBeInTheDocument();
    expect(screen.getByTestId('comment-under-review')).toHaveTextContent('Waiting for a moderator: only you can see this.');
  });

  it('shows a published comment without the note', () => {
    render(<CommentText item={{ text: 'published', hiddenBy: null, endDateTimestamp: null }} locale="en-US" />);
    expect(screen.getByText('published')).toBeInTheDocument();
    expect(screen.queryByTestId('comment-under-review')).toBeNull();
  });
});
