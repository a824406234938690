/**
 * The browser entry. Start's default one, with the hydration started in a task of its own
 * (a framework workaround: src/framework/hydrateInTaskOfItsOwn.tsx, decision 0034).
 */
import { hydrateDocument } from './framework/hydrateInTaskOfItsOwn'

void hydrateDocument()
