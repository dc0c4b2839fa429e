// The organisation's name and branding: admins edit them, members read them.
import { useState, type FormEvent } from 'react';
import type { PlatformOrganization, UpdatePlatformOrganizationBody } from '@herald/protocol';
import { updatePlatformOrganizationBodySchema } from '@herald/protocol/schemas';
import { Button, Card, Heading, Stack, TextField } from '@herald/ui';
import { messageOf } from '../shared/data/http';
import { Details, FormAlert, FormStatus } from '../shared/pages/common/Page';
import * as pageStyles from '../shared/pages/common/page.css';
import { p } from './platform.en';

const BRANDING_FIELDS = ['color', 'fontColor', 'contentBackground', 'logo'] as const;
type Field = 'name' | (typeof BRANDING_FIELDS)[number];

const LABELS: Record<Field, string> = {
  name: p.console.name,
  color: p.console.color,
  fontColor: p.console.fontColor,
  contentBackground: p.console.contentBackground,
  logo: p.console.logo,
};

function initial(organization: PlatformOrganization): Record<Field, string> {
  const branding = organization.branding;
  return {
    name: organization.name,
    color: branding.color ?? '',
    fontColor: branding.fontColor ?? '',
    contentBackground: branding.contentBackground ?? '',
    logo: branding.logo ?? '',
  };
}

/**
 * The form's changes as the shared schema reads them: only the branding fields that differ from `saved` are
 * sent, so saving never touches branding the form does not show (such as the text direction); an emptied
 * field is sent as null, which clears it.
 */
export function checkBranding(
  values: Record<Field, string>,
  saved: Record<Field, string>,
): { body: UpdatePlatformOrganizationBody } | { errors: Partial<Record<Field, string>> } {
  const branding: Record<string, string | null> = {};
  for (const name of BRANDING_FIELDS) {
    const value = values[name].trim();
    if (value !== saved[name]) branding[name] = value === '' ? null : value;
  }
  const parsed = updatePlatformOrganizationBodySchema.safeParse({
    name: values.name,
    ...(Object.keys(branding).length > 0 && { branding }),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[issue.path.length - 1] ?? '') as Field;
    if (key in LABELS) errors[key] ??= key === 'name' ? p.console.nameRequired : issue.message;
  }
  return { errors };
}

export function BrandingSection({
  organization,
  isAdmin,
  onSave,
}: {
  organization: PlatformOrganization;
  isAdmin: boolean;
  onSave: (body: UpdatePlatformOrganizationBody) => Promise<unknown>;
}) {
  const [values, setValues] = useState(() => initial(organization));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setDone(undefined);
    const checked = checkBranding(values, initial(organization));
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await onSave(checked.body);
      setDone(p.console.brandingSaved);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="platform-branding">
      <Stack gap="md">
        <Heading level={2} id="platform-branding">
          {p.console.branding}
        </Heading>
        <p className={pageStyles.prose}>{p.console.brandingLead}</p>
        {isAdmin ? (
          <form className={pageStyles.form} onSubmit={submit} noValidate aria-label={p.console.branding}>
            <FormAlert message={failure} />
            {(Object.keys(LABELS) as Field[]).map((name) => (
              <TextField
                key={name}
                label={LABELS[name]}
                type={name === 'logo' ? 'url' : 'text'}
                isRequired={name === 'name'}
                value={values[name]}
                onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
                isInvalid={Boolean(errors[name])}
                errorMessage={errors[name]}
              />
            ))}
            <div>
              <Button type="submit" variant="primary" loading={pending}>
                {p.console.saveBranding}
              </Button>
            </div>
            <FormStatus message={done} />
          </form>
        ) : (
          <Details
            items={[
              [p.console.color, organization.branding.color],
              [p.console.fontColor, organization.branding.fontColor],
              [p.console.contentBackground, organization.branding.contentBackground],
              [p.console.logo, organization.branding.logo],
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}
