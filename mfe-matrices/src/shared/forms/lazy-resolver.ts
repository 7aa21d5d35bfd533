import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose schema (zod, 22 KB brotli) lives in a module of its own, loaded with
 * the form's first check rather than with its page (issue 23): the page and its dialogs open at
 * once, and the first check waits for the module.
 */
export function lazyResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => (await (loading ??= load()))(values, context, options);
}
