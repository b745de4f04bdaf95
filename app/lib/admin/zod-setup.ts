import { z } from "zod";

/**
 * zod probes `new Function("")` once to decide whether to compile fast parsers; under the back
 * office's Trusted Types policy that probe is refused and reported, filling the dashboard's Browser
 * Security Reports with false alarms on every screen. Parsing without the compiled fast path is
 * plenty fast for forms.
 */
z.config({ jitless: true });
