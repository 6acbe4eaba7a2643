import type { TargetUploadDesk } from './target-upload-desk.port'

export type TargetUploadDeps = { readonly targets: TargetUploadDesk }
