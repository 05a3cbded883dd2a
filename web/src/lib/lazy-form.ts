import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { FormErrorReport } from './form-errors';
import { notify } from './notifications';

type LazyFormInput<Values> = Omit<UseFormInput<Values>, 'validateInputOnChange' | 'validateInputOnBlur' | 'enhanceGetInputProps'> & {
  /** Also check a field when it loses focus before the first submit (forms where early help is kind). */
  validateOnBlurBeforeSubmit?: boolean;
};

export type LazyForm<Values> = UseFormReturnType<Values> & {
  /** Shows what a failed call means: texts beside their fields (the first one focused), the rest as notifications. */
  showErrors: (report: FormErrorReport<string>) => void;
};

/** Puts the keyboard on the first field with an error, so that a screen reader reads the error out. */
function focusFirstError(formName: string | undefined, errors: FormErrors): void {
  const first = Object.keys(errors).find((field) => errors[field] !== undefined && errors[field] !== null);
  if (first === undefined) return;
  const path = formName === undefined ? first : `${formName}-${first}`;
  document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)?.focus();
}

/**
 * A form that is checked lazily (docs/spec/product-spec.md section 5): the first check happens on submit, and
 * from then on every field is checked again as it changes or loses focus. `reset` starts over.
 */
export function useLazyForm<Values extends Record<string, unknown>>({ validateOnBlurBeforeSubmit = false, ...input }: LazyFormInput<Values>): LazyForm<Values> {
  const [attempted, setAttempted] = useState(false);
  const form = useForm<Values>({
    ...input,
    validateInputOnBlur: attempted || validateOnBlurBeforeSubmit,
    // After the first submit a change checks its field again. Done here rather than with
    // `validateInputOnChange`, which @mantine/form reads only when its rules object changes.
    enhanceGetInputProps: ({ inputProps, field, form: current }) => {
      if (!attempted) return undefined;
      // Taken out first: the returned props are merged into `inputProps` itself.
      const { onChange } = inputProps;
      return {
        onChange: (...args: unknown[]) => {
          onChange(...args);
          void current.validateField(field);
        },
      };
    },
  });
  return {
    ...form,
    onSubmit: (handleSubmit, handleValidationFailure) => (event) => {
      setAttempted(true);
      form.onSubmit(handleSubmit, (errors, values, submitEvent) => {
        focusFirstError(input.name, errors);
        handleValidationFailure?.(errors, values, submitEvent);
      })(event);
    },
    reset: () => {
      setAttempted(false);
      form.reset();
    },
    showErrors: (report) => {
      form.setErrors(report.fieldErrors);
      focusFirstError(input.name, report.fieldErrors);
      for (const notice of report.notices) notify('error', notice);
    },
  };
}
