// "New environment", for admins: a dialog with the environment's name, checked with the shared schema, the
// server's refusal shown next to the field (or above the form when it names none). On success the dialog
// closes and hands the new environment, with its first key, to the console.
import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  TextField,
} from '@herald/ui';
import type { CreateEnvironmentBody } from '@herald/protocol';
import { serverFieldError } from '../shared/data/http';
import { FormAlert } from '../shared/pages/common/Page';
import * as pageStyles from '../shared/pages/common/page.css';
import type { CreatedEnvironment } from './api';
import { checkEnvironment } from './forms';
import { p } from './platform.en';

export function NewEnvironmentDialog({
  onCreate,
  onCreated,
  focusAfterClose,
}: {
  onCreate: (body: CreateEnvironmentBody) => Promise<CreatedEnvironment>;
  onCreated: (environment: CreatedEnvironment) => void;
  /** The element that takes focus once the dialog has closed after a success (the new environment's heading). */
  focusAfterClose: () => HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setName('');
      setError(undefined);
      setFailure(undefined);
      setSucceeded(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkEnvironment({ name });
    if ('errors' in checked) return setError(checked.errors.name);
    setError(undefined);
    setPending(true);
    try {
      const created = await onCreate(checked.body);
      setSucceeded(true);
      onCreated(created);
      setOpen(false);
    } catch (caught) {
      const named = serverFieldError(caught, ['name']);
      if (named.field) setError(named.message);
      else setFailure(named.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger>
        <Button variant="primary">{p.console.newEnvironment}</Button>
      </DialogTrigger>
      <DialogContent
        title={p.console.newEnvironment}
        description={p.console.newEnvironmentLead}
        onOpenAutoFocus={(event) => {
          // Straight to the name rather than the close button.
          const input = (event.target as HTMLElement).querySelector('input');
          if (!input) return;
          event.preventDefault();
          input.focus();
        }}
        onCloseAutoFocus={(event) => {
          // After a success focus goes on to the new environment; after Cancel or Escape, back to the button.
          const target = succeeded ? focusAfterClose() : null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <form className={pageStyles.form} onSubmit={submit} noValidate aria-label={p.console.newEnvironment}>
          <FormAlert message={failure} />
          <TextField
            label={p.console.environmentName}
            isRequired
            value={name}
            onChange={setName}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
          <DialogFooter>
            <DialogClose>
              <Button variant="secondary">{p.console.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant="primary" loading={pending}>
              {p.console.createEnvironment}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
