// `/platform/onboarding`: the job-role question every member answers once (docs/product.md §1) before
// anything else.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ONBOARDING_JOB_ROLES } from '@herald/protocol';
import { Button, Radio, RadioGroup } from '@herald/ui';
import { messageOf } from '../shared/data/http';
import * as styles from '../shared/pages/pages.css';
import { isSignedOut, platformApi } from './api';
import { checkOnboarding } from './forms';
import { PLATFORM_PATHS } from './paths';
import { Alert, PublicFrame } from './PublicFrame';
import { JOB_ROLE_LABELS, p } from './platform.en';

export function PlatformOnboardingPage() {
  const navigate = useNavigate();
  const [jobRole, setJobRole] = useState<string>();
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkOnboarding(jobRole);
    if ('errors' in checked) return setError(checked.errors.jobRole);
    setError(undefined);
    setPending(true);
    try {
      await platformApi.answerOnboarding(checked.body);
      await navigate(PLATFORM_PATHS.console, { replace: true });
    } catch (caught) {
      if (isSignedOut(caught)) return void navigate(PLATFORM_PATHS.signIn, { replace: true });
      setFailure(messageOf(caught));
      setPending(false);
    }
  }

  return (
    <PublicFrame title={p.onboarding.title} lead={p.onboarding.lead}>
      <Alert message={failure} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={p.onboarding.title}>
        <RadioGroup
          label={p.onboarding.question}
          isRequired
          value={jobRole ?? null}
          onChange={setJobRole}
          isInvalid={Boolean(error)}
          errorMessage={error}
        >
          {ONBOARDING_JOB_ROLES.map((role) => (
            <Radio key={role} value={role}>
              {JOB_ROLE_LABELS[role]}
            </Radio>
          ))}
        </RadioGroup>
        <Button type="submit" variant="primary" loading={pending}>
          {p.onboarding.submit}
        </Button>
      </form>
    </PublicFrame>
  );
}
