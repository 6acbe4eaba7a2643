import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CourseCategory } from './catalog'
import type { CatalogueDeps } from './selling-catalogue'

export const academyCourseCategories =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: { readonly centerServiceId: number }): TaskEither<GatewayError, readonly CourseCategory[]> =>
    d.catalog.courseCategories(q)
