import { type ChangeEvent, useEffect, useRef, useState } from "react";
import type * as v from "valibot";
import { ApiRequestError } from "./api";
import { type FieldErrors, fieldErrors, hasErrors } from "./form-errors";

type FieldValue = string | boolean;
type Input = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** The names of the fields that hold text (inputs, selects, textareas) or a flag (checkboxes). */
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/**
 * The state every form of the app keeps the same way: values, a message per field, and after a refused
 * submit the keyboard on the first field that needs fixing. `bind(name)` gives a Field its props; typing
 * clears that field's message.
 */
export function useFormFields<TValues extends { [K in keyof TValues]: FieldValue }>(initial: TValues) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector('[aria-invalid="true"]');
    if (invalid instanceof HTMLElement) invalid.focus();
  }, [focusRequest]);

  function update(name: string, value: FieldValue) {
    setValues((old) => ({ ...old, [name]: value }));
    if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined }));
  }

  function setValue<K extends keyof TValues & string>(name: K, value: TValues[K]) {
    update(name, value);
  }

  /** Props for a text field, select or textarea. */
  function bind(name: KeysOf<TValues, string>) {
    return {
      name,
      value: String(values[name]),
      error: errors[name],
      onChange: (event: ChangeEvent<Input>) => update(name, event.target.value),
    };
  }

  /** Props for a field component that reports its text rather than an input event (the place combobox). */
  function bindText(name: KeysOf<TValues, string>) {
    return {
      name,
      value: String(values[name]),
      error: errors[name],
      onChange: (text: string) => update(name, text),
    };
  }

  /** Props for a checkbox input (its message is `errors[name]`). */
  function bindChecked(name: KeysOf<TValues, boolean>) {
    return {
      name,
      checked: values[name] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.checked),
    };
  }

  /** Shows the messages; with any, moves focus to the first invalid field. True when the form is valid. */
  function check(found: FieldErrors): boolean {
    setErrors(found);
    if (!hasErrors(found)) return true;
    setFocusRequest((count) => count + 1);
    return false;
  }

  /** Shows messages beside the others without moving the focus: a problem in what arrived filled in. */
  function warn(found: FieldErrors): void {
    setErrors((old) => ({ ...old, ...found }));
  }

  /** Checks the values against a shared schema, plus messages the caller found itself. */
  function validate(schema: v.GenericSchema, extra: FieldErrors = {}): boolean {
    const found = fieldErrors(schema, values);
    for (const [field, message] of Object.entries(extra)) found[field] ??= message;
    return check(found);
  }

  /** A refusal the server tied to one field shows next to that field. */
  function showServerError(error: unknown): void {
    if (error instanceof ApiRequestError && error.field) check({ [error.field]: error.message });
  }

  /** Clears one message, also of a part of the form that is not a value (a group of checkboxes). */
  function clearError(name: string): void {
    if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined }));
  }

  function reset(next: TValues = initial): void {
    setValues(next);
    setErrors({});
  }

  return {
    formRef,
    values,
    errors,
    setValue,
    bind,
    bindText,
    bindChecked,
    check,
    warn,
    validate,
    showServerError,
    clearError,
    reset,
  };
}
