import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, type FieldFrameText } from '@shop/ui/field-frame';

export interface TextFieldProps extends FieldFrameText, InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled input with its hint and error under it. Takes react-hook-form's `register(...)`
 * spread as is (name, ref, onChange, onBlur); a form usually writes Field instead. It is the
 * FieldFrame itself, whose control is an input unless told otherwise: no wrapper in the code
 * every page loads (the home page forms' stand-ins).
 */
export const TextField: (props: TextFieldProps) => ReactNode = FieldFrame;
