import {
  createElement,
  useId,
  type InputHTMLAttributes,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useDisabledUntilHydrated } from '@shop/ui/use-hydrated';

/** The control a field frames, with the attributes and ref of its element. */
export type FramedControl =
  | ({ tag?: 'input' } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> | undefined })
  | ({ tag: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement> & {
        ref?: Ref<HTMLTextAreaElement> | undefined;
      })
  | ({ tag: 'select' } & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> | undefined });

export interface FieldFrameText {
  label: string;
  /** Always shown under the control, e.g. what a good password looks like. */
  hint?: string | undefined;
  /** Shown under the control, which is then marked invalid and described by it. */
  error?: string | undefined;
}

/**
 * The one place a form control is labelled and described: the label above it, the hint and the
 * error under it, both tied to it with aria-describedby (so a screen reader reads them when it
 * gets focus), aria-invalid while there is an error, and disabled until the page is hydrated.
 * The control's own attributes go first, so none of this can be undone by them; `id` and
 * `className` name the control (one is made up when none is given) and the frame's wrapper.
 */
export function FieldFrame({
  tag = 'input',
  label,
  hint,
  error,
  id,
  className,
  ...controlProps
}: FieldFrameText & FramedControl) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="ui-field__label">
        {label}
      </label>
      {createElement(tag, {
        ...controlProps,
        disabled: useDisabledUntilHydrated(controlProps.disabled),
        id: controlId,
        className: 'ui-input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
