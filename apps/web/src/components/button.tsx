import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'subtle';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: Variant;
  size?: 'sm' | 'md' | 'lg';
  icon?: ReactNode;
  loading?: boolean;
}

/**
 * A button. While `loading` it ignores presses but keeps keyboard focus (`aria-disabled`, not
 * `disabled`: the browser moves focus off a disabled element to the page body, so a keyboard
 * user would lose their place, and a dialog opened by the answer could not return to it).
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  loading,
  className,
  children,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={['btn', `btn--${variant}`, `btn--${size}`, className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        // A press while busy does nothing, a form's submit included.
        if (loading) return void e.preventDefault();
        onClick?.(e);
      }}
      {...rest}
    >
      {loading ? <span className="spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

/** A square button with only an icon; `label` becomes its accessible name (pass a translated text). */
export function IconButton({
  label,
  icon,
  className,
  ...rest
}: Omit<ButtonProps, 'children' | 'icon'> & { label: string; icon: ReactNode }) {
  return <Button aria-label={label} title={label} icon={icon} className={['btn--icon', className].filter(Boolean).join(' ')} {...rest} />;
}
