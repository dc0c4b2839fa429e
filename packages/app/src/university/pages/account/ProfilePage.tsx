// Any signed-in person: their details (with the last sign-in) and the form to change them.
import { useState, type FormEvent } from 'react';
import { Button, Card, Grid, Heading, Stack, Text, TextArea, TextField } from '@herald/ui';
import { ROLE_ID, UNIVERSITY_LINKS, type Profile, type UpdateProfileBody } from '@herald/protocol';
import { updateProfileBodySchema } from '@herald/protocol/schemas';
import { resources } from '../../data/resources';
import { serverFieldError } from '../../../shared/data/http';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import {
  Details,
  FormAlert,
  FormStatus,
  PageFrame,
  QueryView,
  issuesByField,
} from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';
import * as styles from '../../../shared/pages/common/page.css';
import { roleLabel } from '../../format/roles';
import { hasAccount, isSharedGuestAccount } from '../../../shared/session/token';
import { GuestVisitNotice } from './GuestVisitNotice';

const FIELDS = ['name', 'email', 'phone', 'address', 'currentPassword'] as const;

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const [values, setValues] = useState({
    name: profile.name,
    email: profile.email,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    currentPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [pending, setPending] = useState(false);
  const change = (field: keyof typeof values) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(undefined);
    setFailure(undefined);
    const body: UpdateProfileBody = {
      name: values.name,
      phone: values.phone.trim() === '' ? null : values.phone,
      address: values.address.trim() === '' ? null : values.address,
      ...(values.email.trim().toLowerCase() !== profile.email && {
        email: values.email,
        currentPassword: values.currentPassword,
      }),
    };
    const parsed = updateProfileBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    setErrors({});
    setPending(true);
    try {
      const next = await resources.updateProfile(parsed.data);
      onSaved(next);
      setValues((previous) => ({ ...previous, currentPassword: '' }));
      setSaved(t.profile.saved);
    } catch (error) {
      const found = serverFieldError(error, FIELDS);
      if (found.field) setErrors({ [found.field]: found.message });
      else setFailure(found.message);
    } finally {
      setPending(false);
    }
  }

  const emailChanged = values.email.trim().toLowerCase() !== profile.email;
  const field = (name: (typeof FIELDS)[number]) => ({
    value: values[name],
    onChange: change(name),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t.profile.details}>
      <FormAlert message={failure} />
      <TextField label={t.profile.name} autoComplete="name" isRequired {...field('name')} />
      <TextField label={t.profile.email} type="email" autoComplete="email" isRequired {...field('email')} />
      {emailChanged ? (
        <TextField
          label={t.profile.currentPassword}
          description={t.profile.currentPasswordHelp}
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
      ) : null}
      <TextField label={t.profile.phone} type="tel" autoComplete="tel" {...field('phone')} />
      <TextArea label={t.profile.address} autoComplete="street-address" rows={3} {...field('address')} />
      <div>
        <Button type="submit" variant="primary" loading={pending}>
          {t.common.save}
        </Button>
      </div>
      <FormStatus message={saved} />
    </form>
  );
}

export default function ProfilePage() {
  return hasAccount() ? <AccountProfile /> : <GuestVisitNotice />;
}

/** The shared guest account's details, read only: whoever signs in with it shares them. */
function SharedGuestAccountDetails({ profile }: { profile: Profile }) {
  return (
    <Stack gap="sm">
      <Details
        items={[
          [t.profile.name, profile.name],
          [t.profile.email, profile.email],
        ]}
      />
      <Text weight="semibold">{t.profile.sharedGuestAccount}</Text>
      <Text tone="secondary" size="sm">
        {t.profile.sharedGuestAccountHint}
      </Text>
    </Stack>
  );
}

function AccountProfile() {
  const query = useQuery('profile', (signal) => resources.profile(signal));
  const shared = isSharedGuestAccount();
  return (
    <PageFrame
      lead={t.profile.lead}
      actions={
        <>
          <TextLink action href={UNIVERSITY_LINKS.account.notificationSettings()}>
            {t.profile.notificationSettings}
          </TextLink>
          {shared ? null : (
            <TextLink action href={UNIVERSITY_LINKS.account.changePassword()}>
              {t.profile.changePassword}
            </TextLink>
          )}
        </>
      }
    >
      <QueryView query={query}>
        {(profile) => (
          <Grid columns={{ mobile: 1, desktop: 2 }} gap="lg">
            <Card>
              <Stack gap="md">
                <Heading level={2} size="md">
                  {t.profile.details}
                </Heading>
                {shared || profile.roleID === ROLE_ID.GUEST ? (
                  <SharedGuestAccountDetails profile={profile} />
                ) : (
                  <ProfileForm profile={profile} onSaved={query.set} />
                )}
              </Stack>
            </Card>
            <Card>
              <Stack gap="md">
                <Heading level={2} size="md">
                  {t.profile.signInHistory}
                </Heading>
                <Details
                  items={[
                    [t.profile.role, roleLabel(profile.roleID)],
                    [t.profile.faculty, profile.facultyName],
                    [t.profile.lastSignIn, formatDateTime(profile.lastLoginAt) ?? t.common.never],
                    [t.profile.lastBrowser, profile.lastLoginBrowser],
                  ]}
                />
              </Stack>
            </Card>
          </Grid>
        )}
      </QueryView>
    </PageFrame>
  );
}
