// `npm run help-ids:lock`: adds the registry's new help IDs to content/help-ids.lock. It never
// removes one: a published ID stays in the lock, and the registry keeps it or retires it.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { HELP_IDS_FILE, HELP_IDS_LOCK_FILE, formatLock, formatProblems, parseHelpLock, parseHelpRegistry } from '../lib/build/help-ids';

const registry = parseHelpRegistry(readFileSync(HELP_IDS_FILE, 'utf8'));
const lock = parseHelpLock(existsSync(HELP_IDS_LOCK_FILE) ? readFileSync(HELP_IDS_LOCK_FILE, 'utf8') : '');
const problems = [...registry.problems, ...lock.problems];
if (problems.length > 0) {
  console.error(`Fix these first:\n${formatProblems(problems)}`);
  process.exit(1);
}
const added = registry.entries.map((e) => e.id).filter((id) => !lock.ids.has(id));
writeFileSync(HELP_IDS_LOCK_FILE, formatLock([...lock.ids.keys(), ...added]));
console.log(added.length > 0 ? `Added to ${HELP_IDS_LOCK_FILE}: ${added.join(', ')}` : `${HELP_IDS_LOCK_FILE} already lists every help ID.`);
