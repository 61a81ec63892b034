/**
 * Fixtures are real answers of the reference platform (scripts/capture-fixtures.mjs), read the way the
 * client reads answers: envelope first (readAnswer), then the call's zod schema.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { readAnswer } from '@/lib/api/answer';

export function fixtureEnvelope(name: string): unknown {
  return JSON.parse(readFileSync(path.join(__dirname, '../fixtures', `${name}.json`), 'utf8'));
}

export function fixture<S extends z.ZodType>(name: string, schema: S): z.infer<S> {
  const answer = readAnswer(fixtureEnvelope(name));
  if (answer.kind !== 'data') throw new Error(`fixture ${name}: ${answer.kind}`);
  return schema.parse(answer.data);
}
