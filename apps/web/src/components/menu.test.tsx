import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem, MenuLink } from './menu.js';

function setup() {
  const chosen = vi.fn<(what: string) => void>();
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <Menu label="More" icon={<span>…</span>}>
        <MenuLink href="tel:+15550100">Add to contacts</MenuLink>
        <MenuItem onSelect={() => chosen('share')}>Share</MenuItem>
        <MenuItem onSelect={() => chosen('copy')}>Copy number</MenuItem>
        <MenuItem onSelect={() => chosen('settings')}>Settings</MenuItem>
      </Menu>
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'More' });
  return { user, chosen, button };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Menu (menu button pattern)', () => {
  it('is a collapsed menu button until opened', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard on the first item and moves with arrows, wrapping, Home and End', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'More' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item('Add to contacts')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Share')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Settings')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Add to contacts')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Settings')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Add to contacts')).toHaveFocus();
    await user.keyboard('c');
    expect(item('Copy number')).toHaveFocus();
  });

  it('opens on the last item with ArrowUp', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Settings')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(item('Add to contacts')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab and lets focus move on past the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('runs the chosen item once, closes and returns focus to the button', async () => {
    const { user, button, chosen } = setup();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenCalledExactlyOnceWith('copy');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('has focus on the button when an item runs, so a dialog it opens returns focus there (modal.tsx)', async () => {
    const user = userEvent.setup();
    let focusedThen: Element | null = null;
    render(
      <Menu label="More" icon={<span>…</span>}>
        <MenuItem onSelect={() => (focusedThen = document.activeElement)}>Report</MenuItem>
      </Menu>,
    );
    const button = screen.getByRole('button', { name: 'More' });
    button.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(focusedThen).toBe(button);
  });

  it('closes on a click outside', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Menu and the browser’s Back', () => {
  it('closes on Back, gives focus back to the button and stays on the page', async () => {
    window.history.replaceState({ page: 'number' }, '', '/number/79161234567');
    const { user, button } = setup();
    await user.click(button);
    await new Promise((ok) => setTimeout(ok, 0));
    window.history.back();
    await new Promise((ok) => setTimeout(ok, 50));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(window.location.pathname).toBe('/number/79161234567');
    expect(window.history.state).toEqual({ page: 'number' });
  });
});
