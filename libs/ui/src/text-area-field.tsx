import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameText } from '@shop/ui/field-frame';

export interface TextAreaFieldProps extends FieldFrameText, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement> | undefined;
}

/** TextField's multi-line sibling (same frame); takes register(...) as is. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <FieldFrame tag="textarea" {...props} />;
}
