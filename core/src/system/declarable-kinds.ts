import type { z } from 'zod';
import type { Role } from '../auth/actor.ts';
import { defineExtensionPoint } from '../plugins/extension-point.ts';

/** One object as a declaration document states it: its fields by their API names, secrets left out. */
export type DeclaredFields = Record<string, unknown>;

/** Every object a document declares: kind → name → fields. */
export type DeclaredObjects = Readonly<Record<string, Readonly<Record<string, DeclaredFields>>>>;

/** One change a declaration makes to one object of a kind. */
export interface DeclaredChange {
  action: 'create' | 'change' | 'delete';
  name: string;
  /** The declared fields (create, change); null for delete. */
  desired: DeclaredFields | null;
  /** The fields that differ (change); every declared field (create); empty (delete). */
  fields: string[];
  /** Secret fields with their values, resolved from the document's references (create); placeholders in a plan. */
  secrets: Record<string, string>;
}

/**
 * A kind of object that can be declared in a fleet document (gateways, webhooks, ...), contributed by the plugin
 * that owns it. The owner reads its objects by stable name and applies one change at a time through its own service
 * methods, so every change has the owner's audit row and event (docs/plugins.md, "Extension points"). Whoever
 * plans and applies a document never writes the owner's tables.
 */
export interface DeclarableKind {
  /** The document section (`gateways`), unique. */
  kind: string;
  description: string;
  /** Kinds apply in ascending order (gateways before what sits on them); deletes run in the reverse order. */
  order: number;
  /** What names an object of the kind (the owner's name rule). */
  name: z.ZodType<string>;
  /**
   * One object's declared fields, without its name and without secret fields (the owner's request schema), every
   * default filled in: what `read` answers for an object in the same state parses to the same value.
   */
  fields: z.ZodType<DeclaredFields>;
  /** Fields given by reference to a secret (the owner's schema of each value): set on create, never read back. */
  secretFields: Record<string, z.ZodType<string>>;
  /** The least role a change needs, and on which gateway (null: globally). */
  access(name: string, desired: DeclaredFields | null): { role: Role; gateway: string | null };
  /** Every object of the kind as it is now, by name, in the shape of `fields`. */
  read(): Promise<Record<string, DeclaredFields>>;
  /**
   * A rule of the owner that would refuse the change (checked at plan time); null when it would pass. `declared` is
   * the whole document: what a kind applied earlier creates (a gateway) does not exist yet when the plan is made.
   */
  refusal?(change: DeclaredChange, declared: DeclaredObjects): Promise<string | null>;
  /** Makes one change through the owner's service methods (audit row and event included); throws a Problem on refusal. */
  apply(change: DeclaredChange): Promise<void>;
}

/** Kinds of objects a fleet document declares. */
export const declarableKinds = defineExtensionPoint<DeclarableKind>('config.declarable-kind');
