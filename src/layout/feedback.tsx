/**
 * One way for every screen to report: toasts (SPEC.md section 9: 6000 ms) whose error text is the
 * translated first API error code (app.messages.<code>, else the server's English text), field error
 * texts for rule codes, and the zod rules of src/domain as a react-hook-form resolver.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { Notification, useNotificationContext, useNotify, useTranslate, type NotificationProps, type TranslateFunction as Translate } from 'react-admin';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Box, CircularProgress } from '@mui/material';
import { errorsOf } from '../providers/httpClient';
import { messageKey } from '../i18n';

/** Toast duration of SPEC.md section 9. */
export const TOAST_MS = 6000;

/**
 * react-admin shows its toasts one after another, each for its whole duration. A toast about the
 * newest event (the till's scans) must not wait behind an older one: `replaceShown()` counts one more
 * generation, and the toast on screen is drawn afresh (the next one in the queue at once).
 */
const shown = { generation: 0, listeners: new Set<() => void>() };
function replaceShown() {
  shown.generation += 1;
  for (const listener of shown.listeners) listener();
}
const subscribeShown = (listener: () => void) => {
  shown.listeners.add(listener);
  return () => void shown.listeners.delete(listener);
};

/** The app's toasts: every notification stays 6000 ms unless its call says otherwise (SPEC.md section 9). */
export function AppNotification(props: NotificationProps) {
  const generation = useSyncExternalStore(subscribeShown, () => shown.generation);
  // several field errors come as one 'field: message' line each
  return <Notification key={generation} {...props} autoHideDuration={TOAST_MS} sx={{ '& .MuiSnackbarContent-message': { whiteSpace: 'pre-line' } }} />;
}

/**
 * The translated text of an API failure (SPEC.md section 8): one error -> its translated text
 * (app.messages.<code>, else the server's English text); several -> the 'field: message' list, one per
 * line, periods removed.
 */
export function errorText(translate: Translate, error: unknown): string {
  const errors = errorsOf(error);
  const text = (e: { code: string; message: string }) => translate(messageKey(e.code), { _: e.message || translate(messageKey('server_error')) });
  if (!errors.length) return translate(messageKey('server_error'));
  if (errors.length === 1) return text(errors[0]!);
  return errors.map((e) => `${e.field ? `${e.field}: ` : ''}${text(e).replace(/\./g, '')}`).join('\n');
}

/**
 * Success, info and error toasts; `error` takes the failure itself. With `{ replace: true }` each toast
 * replaces the one on screen and any waiting at once (the till: the newest scan's message is the one
 * that counts); otherwise toasts queue, each shown for its duration.
 */
export function useAppNotify({ replace = false }: { replace?: boolean } = {}) {
  const notify = useNotify();
  const translate = useTranslate();
  const { resetNotifications } = useNotificationContext();
  return useMemo(() => {
    const say: typeof notify = (message, options) => {
      if (replace) {
        resetNotifications();
        replaceShown();
      }
      notify(message, options);
    };
    return {
      success: (key: string, args?: Record<string, unknown>) => say(key, { type: 'success', messageArgs: args, autoHideDuration: TOAST_MS }),
      info: (key: string, args?: Record<string, unknown>) => say(key, { type: 'info', messageArgs: args, autoHideDuration: TOAST_MS }),
      /** a failure said by a screen's own text (`key`, translated) instead of the server's */
      failure: (key: string) => say(key, { type: 'error', autoHideDuration: TOAST_MS }),
      /** `about`: what the failure is about, after the message (the basket line a sale was refused for) */
      error: (err: unknown, about?: string) => say(`${errorText(translate, err)}${about ? `: ${about}` : ''}`, { type: 'error', autoHideDuration: TOAST_MS }),
    };
  }, [notify, translate, replace, resetNotifications]);
}

/** A toast for a failure (every failure shows a translated message). */
export function useErrorNotify() {
  const { error } = useAppNotify();
  return useCallback((err: unknown) => error(err), [error]);
}

/**
 * The text of a field rule code: 'max_length' with its limit, app.validation.<code>, else app.messages.<code>.
 * A react-hook-form field may hold either a code (a field's own rule) or the translation key that a
 * contract form's resolver made of one (FormDialog's ruleKey): a key is translated as it is.
 */
export function fieldErrorText(translate: Translate, code: string | undefined, max?: number): string | undefined {
  if (!code) return undefined;
  if (code.startsWith('app.')) return translate(code, { _: code, max: max ?? '' });
  if (code === 'max_length') return translate('app.validation.max_length', { max: max ?? '' });
  if (['required', 'invalid', 'must_be_checked'].includes(code)) return translate(`app.validation.${code}`);
  return translate(messageKey(code), { _: code });
}

/** zod issues -> react-hook-form errors (first issue of a field wins). */
export function issuesToErrors<T extends FieldValues>(issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[]) {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (!path.length) continue;
    let node = errors as Record<string, unknown>;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    const last = path[path.length - 1]!;
    if (!node[last]) node[last] = { type: issue.code ?? 'custom', message: issue.message };
  }
  return errors as FieldErrors<T>;
}

/** The zod rules of src/domain as a react-hook-form resolver; error messages are rule codes. */
export function zodResolver<T extends FieldValues>(schema: z.ZodType, toInput: (values: T) => unknown = (v) => v): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values, errors: {} };
    return { values: {}, errors: issuesToErrors<T>(parsed.error.issues) };
  };
}

export const Spinner = ({ size = 32 }: { size?: number }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
    <CircularProgress size={size} aria-label="loading" />
  </Box>
);
