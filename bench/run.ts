import { checkInBrowser } from './check-in-browser.bench'
import { checkInPipeline } from './check-in-pipeline.bench'
import { deliveryBench } from './delivery.bench'
import { firstScreenBundle } from './first-screen-bundle.bench'
import { lighthouseBench } from './lighthouse.bench'
import { sandboxBench } from './sandbox.bench'
// ---- reports ----
import { reportsBench } from './reports.bench'
// ---- operations: the upload CLI ----
import { uploadsBench } from './uploads.bench'
import { uploadsBrowserBench } from './uploads-browser.bench'
// ---- the offline desk ----
import { offlineCopyBench } from './offline-copy.bench'
import { offlineStartBench } from './offline-start.bench'
// ---- paged answers at a chain's scale ----
import { scaleBench } from './scale.bench'
// ---- check-in at rush hour: scanning members' passes ----
import { scanRushBench } from './scan-rush.bench'
// ---- the profile from the header search ----
import { profileBench } from './profile.bench'

/**
 * `npm run bench`: every benchmark of the portal, each reported as numbers measured side by side
 * in one run (ratios, not absolute wall time, are what the targets are about).
 */
type Bench = { readonly name: string; readonly run: () => Promise<Readonly<Record<string, string | number>>> }

const benches: readonly Bench[] = [firstScreenBundle, deliveryBench, lighthouseBench, sandboxBench, checkInPipeline, checkInBrowser, reportsBench, uploadsBench, uploadsBrowserBench, offlineCopyBench, offlineStartBench, scaleBench, scanRushBench, profileBench]

const main = async (): Promise<void> => {
  const only = process.argv[2]
  for (const b of benches) {
    if (only !== undefined && !b.name.toLowerCase().includes(only.toLowerCase())) continue
    const result = await b.run()
    console.log(`\n## ${b.name}`)
    for (const [k, v] of Object.entries(result)) console.log(`  ${k.padEnd(42)} ${v}`)
  }
}

void main()
