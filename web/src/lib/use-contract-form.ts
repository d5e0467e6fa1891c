import * as messages from '@contract/messages';
import { type FocusEvent, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { ApiError } from './api-error';
import { importAgain } from './import-again';

/** A button or link of the form (submit, Cancel, Show, a tag chip, "Forgot password?"). */
const isActionOf = (element: EventTarget | null, form: HTMLFormElement | null) =>
  (element instanceof HTMLButtonElement || element instanceof HTMLAnchorElement) &&
  Boolean(form?.contains(element));

/** A form's schema, or how to load it: a sign-in page's form renders before zod has downloaded. */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

/** The form-wide error of a check that could not run. */
const unavailable = 'unavailable';

/** The schema and the resolver that checks with it (a module the browser has imported is not fetched again). */
const loadChecks = <Schema extends z.$ZodType<FieldValues, FieldValues>>(source: SchemaSource<Schema>) =>
  Promise.all([
    typeof source === 'function' ? source() : source,
    importAgain(() => import('./contract-resolver')),
  ]);

/**
 * Checks values against the schema once it and the resolver have loaded. If they cannot load (the network
 * dropped), the form is refused with a message on the whole form, and the next check tries again.
 */
function contractResolver<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  source: SchemaSource<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, context, options) => {
    let schema: Schema;
    let zodResolver: typeof import('./contract-resolver')['zodResolver'];
    try {
      [schema, { zodResolver }] = await loadChecks(source);
    } catch {
      const errors: FieldErrors<z.input<Schema>> = {};
      errors.root = { [unavailable]: { type: unavailable, message: messages.networkError } };
      return { values: {}, errors };
    }
    return zodResolver(schema)(values, context, options);
  };
}

/**
 * Every form of the site: react-hook-form validated by a schema from `contract/`, so limits and messages
 * are the server's. A field's error shows once it is left, then as it changes; a submit with errors focuses
 * the first invalid field. `formError` is the one message about the whole form (a failed save).
 */
export function useContractForm<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
  /** `onSubmit` for a search box: checked when it is sent, not when it is left. */
  { mode = 'onTouched' }: { mode?: 'onTouched' | 'onSubmit' } = {},
) {
  type Values = z.input<Schema>;
  const [formError, setFormError] = useState<string | null>(null);
  // The checks download when a field is first focused: while the member types, before the field is left
  // and checked, and not during the page's first seconds (a sign-in page draws without them).
  const preload = () => {
    loadChecks(schema).catch(() => {
      // The first check loads them again, and says if it cannot.
    });
  };
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: contractResolver(schema),
    mode,
    defaultValues,
  });

  /** A registered input and its error, for a TextField or PasswordField: `<TextField {...field('email')} />`. */
  const field = (name: FieldPath<Values>) => {
    const registered = form.register(name);
    return {
      ...registered,
      onFocus: preload,
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        // Leaving for one of the form's buttons or links: checking now would show the error first and push
        // the button down from under the pointer, so the click would miss it (a Save or Cancel that did
        // nothing). Submit checks every field anyway.
        isActionOf(event.relatedTarget, event.target.form) ? undefined : registered.onBlur(event),
      error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    };
  };

  /**
   * The submit handler: validates, clears the last form error, runs `save` with the parsed values, and shows
   * what `describe` makes of anything it throws.
   */
  const submitWith = (
    save: (values: z.output<Schema>) => Promise<void>,
    describe: (error: unknown) => string,
  ) =>
    form.handleSubmit(
      async (values) => {
        setFormError(null);
        try {
          await save(values);
        } catch (error) {
          setFormError(describe(error));
        }
      },
      // A form refused by its checks is not the last save's failure any more: only a check that could not
      // run has a message for the whole form.
      (errors) => setFormError(errors.root?.[unavailable]?.message ?? null),
    );

  return { ...form, field, formError, setFormError, submitWith };
}

/** For `submitWith`: the API's message (the spec's text), or `fallback` for anything else. */
export const apiMessageOr = (fallback: string) => (error: unknown) =>
  error instanceof ApiError ? error.message : fallback;
