// Proves every state and every transition of a machine was taken by its tests: the machine's transitions are
// listed with @xstate/graph, the ones taken are recorded through the actors' inspection, and the difference must
// be empty once the file's tests have run.
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const alternatives = transition.eventType ? source.transitions.get(transition.eventType) : source.always;
  const index = alternatives?.indexOf(transition) ?? 0;
  const targets = (transition.target ?? []).map((target) => target.id).join(',') || '(self)';
  return `${source.id} ${transition.eventType || 'always'}#${index} → ${targets}`;
}

export interface Coverage {
  inspect(event: InspectionEvent): void;
  /** The states never entered and the transitions never taken. */
  missing(): string[];
}

export function createCoverage(machine: AnyStateMachine): Coverage {
  const nodes = getStateNodes(machine);
  const expected = new Set<string>();
  for (const node of [machine.root, ...nodes]) {
    for (const transitions of node.transitions.values())
      for (const t of transitions) expected.add(transitionKey(t));
    for (const t of node.always ?? []) expected.add(transitionKey(t));
  }
  const taken = new Set<string>();
  const entered = new Set<string>();
  return {
    inspect(event) {
      if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
      const snapshot = event.snapshot as { machine?: AnyStateMachine; _nodes?: Array<{ id: string }> };
      if (snapshot.machine?.id !== machine.id) return;
      for (const node of snapshot._nodes ?? []) entered.add(node.id);
      if (event.type === '@xstate.microstep') for (const t of event._transitions) taken.add(transitionKey(t));
    },
    missing() {
      const states = nodes.map((node) => `state ${node.id}`).filter((state) => !entered.has(state.slice(6)));
      return [...states, ...[...expected].filter((key) => !taken.has(key))];
    },
  };
}
