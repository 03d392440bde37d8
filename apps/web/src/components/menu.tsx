import { createContext, use, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton, type ButtonProps } from './button.js';
import { useDialogHistory } from './dialog-history.js';
import './menu.css';

/**
 * A menu button and its menu, with the keyboard of the WAI-ARIA menu button pattern: Enter, Space or
 * ↓ open it on the first item, ↑ on the last; ↑ ↓ move (wrapping), Home and End jump, a letter
 * moves to the next item starting with it; Escape closes it and returns focus to the button; Tab
 * closes it and moves on from the button. A click outside closes it. Choosing an item closes it
 * and puts focus back on the button first, so a dialog the item opens returns focus there. The
 * phone's Back closes an open menu as it closes a dialog (decision 056), and stays on the page.
 */
interface MenuApi {
  close: (focusButton: boolean) => void;
}
const MenuContext = createContext<MenuApi | null>(null);

type Start = 'first' | 'last';

export interface MenuProps {
  /** The button's accessible name (translated); it also names the menu. */
  label: string;
  icon: ReactNode;
  children: ReactNode;
  size?: ButtonProps['size'];
  testId?: string;
}

const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';
const itemsOf = (list: HTMLElement | null) => Array.from(list?.querySelectorAll<HTMLElement>(ITEM) ?? []);

export function Menu({ label, icon, children, size = 'md', testId }: MenuProps) {
  const [open, setOpen] = useState<Start | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  // Focus moves into the menu as soon as it is in the document, before the next key is handled
  // (a layout effect: a passive one may run a frame later, after an arrow key already went to the button).
  useLayoutEffect(() => {
    if (!open) return;
    const list = itemsOf(listRef.current);
    (open === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (focusButton: boolean) => {
    if (focusButton) buttonRef.current?.focus();
    setOpen(null);
  };
  useDialogHistory(open !== null, () => close(true));

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = itemsOf(listRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        // Not prevented: focus goes to the button, then the browser moves it on from there.
        close(true);
        return;
      case ' ':
        // Links do not react to Space by themselves; buttons do (on key up), so only links are clicked.
        if (document.activeElement instanceof HTMLAnchorElement) document.activeElement.click();
        else return;
        break;
      default: {
        if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
        const key = e.key.toLocaleLowerCase();
        const next = [...list.slice(at + 1), ...list.slice(0, at + 1)].find((el) =>
          el.textContent?.trim().toLocaleLowerCase().startsWith(key),
        );
        next?.focus();
      }
    }
    e.preventDefault();
  };

  return (
    <div className="menu" ref={rootRef}>
      <IconButton
        ref={buttonRef}
        id={buttonId}
        variant="ghost"
        size={size}
        label={label}
        icon={icon}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => (v ? null : 'first'))}
        onKeyDown={onButtonKeyDown}
        data-testid={testId}
      />
      {open ? (
        <MenuContext value={{ close }}>
          <ul className="menu__list" role="menu" id={menuId} aria-labelledby={buttonId} ref={listRef} onKeyDown={onMenuKeyDown}>
            {children}
          </ul>
        </MenuContext>
      ) : null}
    </div>
  );
}

function useMenu(): MenuApi {
  const menu = use(MenuContext);
  if (!menu) throw new Error('MenuItem and MenuLink belong inside a Menu');
  return menu;
}

/** An action in a Menu. */
export function MenuItem({
  icon,
  children,
  onSelect,
  testId,
}: {
  icon?: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  testId?: string;
}) {
  const menu = useMenu();
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className="menu__item"
        data-testid={testId}
        onClick={() => {
          menu.close(true);
          onSelect();
        }}
      >
        {icon}
        {children}
      </button>
    </li>
  );
}

/** A link in a Menu (for instance a tel: link); following it closes the menu. */
export function MenuLink({ icon, children, href, testId }: { icon?: ReactNode; children: ReactNode; href: string; testId?: string }) {
  const menu = useMenu();
  return (
    <li role="none">
      <a role="menuitem" tabIndex={-1} className="menu__item" href={href} data-testid={testId} onClick={() => menu.close(false)}>
        {icon}
        {children}
      </a>
    </li>
  );
}
