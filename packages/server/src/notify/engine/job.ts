// What the engine's parts share about a job: the job as a step sees it, what a step answers, and the shape of a
// step handler. Types only; the worker (worker.ts) claims and finishes jobs, the registry (steps/index.ts) runs
// their steps.
import type { Channel, Tenant, WorkflowStep } from '@herald/protocol';
import type { Job } from '../../db/tables/notify.js';
import type { JobLogEntry } from './execution-log.js';

/** What a step did: finished, or asked to run again at a later time (a delay). */
export type StepOutcome =
  | { status: 'completed' | 'failed' | 'canceled'; error?: string; stopsChain?: boolean }
  /** A digest that sends at once (skipped) or joined another event's digest (merged: its later steps stop). */
  | { status: 'skipped' | 'merged' }
  | { status: 'delayed'; until: Date }
  /** Run the step again at `until` (a webhook filter or webhook provider that did not answer). */
  | { status: 'retry'; until: Date };

/** A job with everything its step reads: the workflow, the subscriber, the payload and the template data. */
export interface JobContext {
  job: Job;
  /** The organisation of the job's environment. */
  organizationId: string;
  workflow: {
    id: string;
    critical: number;
    preference_settings: string;
    trigger_identifier: string;
    /** 1: kept by the server, its mail carrying a one-time password link (migration 0020). */
    locked: number;
  };
  data: Record<string, unknown>;
  payload: Record<string, unknown>;
  overrides: Record<string, unknown>;
  /** The trigger's tenant as stored now; null without one (or with multi-tenancy off). */
  tenant: Tenant | null;
  subscriber: {
    id: string;
    subscriber_id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
  };
  log(entry: JobLogEntry): Promise<void>;
}

export type StepType = WorkflowStep['type'];
export type StepOf<T extends StepType> = Extract<WorkflowStep, { type: T }>;

/** Runs one type of step for a job whose step filters (and, for a channel, preferences) already let it through. */
export interface StepHandler<S extends WorkflowStep = WorkflowStep> {
  /** The channel a step delivers on: the subscriber's preferences for it are checked before `run`. */
  channel?: Channel;
  run(job: JobContext, step: S): Promise<StepOutcome>;
}

/** One handler per step type. */
export type StepRegistry = { [T in StepType]: StepHandler<StepOf<T>> };
