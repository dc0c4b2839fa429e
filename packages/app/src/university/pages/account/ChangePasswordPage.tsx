// Any signed-in person changes their password with the current one; the answer's fresh token keeps this
// session while the server ends the older ones, the bell's widget session among them.
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useRevalidator } from 'react-router';
import { Button, Card, EmptyState, TextField } from '@herald/ui';
import { UNIVERSITY_LINKS } from '@herald/protocol';
import { changePasswordBodySchema } from '@herald/protocol/schemas';
import { resources } from '../../data/resources';
import { serverFieldError } from '../../../shared/data/http';
import { t } from '../../../shared/i18n/en';
import { hasAccount, isSharedGuestAccount, storeToken } from '../../../shared/session/token';
import { holdBell, retireSubscriberHash } from '../../session/bell-hold';
import { useSubscriberHash } from '../../shell/shell-data';
import { GuestVisitNotice } from './GuestVisitNotice';
import { TextLink } from '../../../shared/pages/common/TextLink';
import { FormAlert, FormStatus, PageFrame, issuesByField } from '../../../shared/pages/common/Page';
import * as styles from '../../../shared/pages/common/page.css';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

export default function ChangePasswordPage() {
  if (!hasAccount()) return <GuestVisitNotice />;
  return isSharedGuestAccount() ? <SharedGuestAccountNotice /> : <ChangePasswordForm />;
}

/** The faculty's guest account is shared, so its password is not changed by the people who share it. */
function SharedGuestAccountNotice() {
  return (
    <PageFrame>
      <EmptyState
        title={t.profile.sharedGuestAccount}
        description={t.profile.sharedGuestAccountHint}
        action={<TextLink href={UNIVERSITY_LINKS.guest.published()}>{t.guestVisit.backToWork}</TextLink>}
      />
    </PageFrame>
  );
}

function ChangePasswordForm() {
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);
  const revalidator = useRevalidator();
  const subscriberHash = useSubscriberHash();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    setFailure(undefined);
    const parsed = changePasswordBodySchema.safeParse({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    const found: Partial<Record<Field, string>> = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (values.confirm !== values.newPassword) found.confirm ??= t.changePassword.differ;
    if (!parsed.success || found.confirm) return setErrors(found);
    setErrors({});
    setPending(true);
    // The bell stands still while its subscriber hash is replaced (session/bell-hold.ts).
    let releaseBell: () => void = () => undefined;
    flushSync(() => {
      releaseBell = holdBell();
    });
    try {
      const { token } = await resources.changePassword(parsed.data);
      storeToken(token);
      if (subscriberHash !== undefined) retireSubscriberHash(subscriberHash);
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      setDone(t.changePassword.done);
      // The account as it stands now, with the subscriber hash that opens the bell's next widget session.
      await revalidator.revalidate();
    } catch (error) {
      const named = serverFieldError(error, FIELDS);
      if (named.field) setErrors({ [named.field]: named.message });
      else setFailure(named.message);
    } finally {
      releaseBell();
      setPending(false);
    }
  }

  const field = (name: Field) => ({
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  return (
    <PageFrame lead={t.changePassword.lead}>
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t.changePassword.title}>
          <FormAlert message={failure} />
          <TextField
            label={t.changePassword.current}
            type="password"
            autoComplete="current-password"
            isRequired
            {...field('currentPassword')}
          />
          <TextField
            label={t.changePassword.next}
            description={t.changePassword.nextHelp}
            type="password"
            autoComplete="new-password"
            isRequired
            {...field('newPassword')}
          />
          <TextField
            label={t.changePassword.repeat}
            type="password"
            autoComplete="new-password"
            isRequired
            {...field('confirm')}
          />
          <div>
            <Button type="submit" variant="primary" loading={pending}>
              {t.changePassword.submit}
            </Button>
          </div>
          <FormStatus message={done} />
        </form>
      </Card>
    </PageFrame>
  );
}
