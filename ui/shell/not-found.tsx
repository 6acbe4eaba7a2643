import { Link } from 'react-router-dom'
import { PAGE_NOT_FOUND } from '../../core/shared/messages'
import { PageTitle } from '../widgets/page-title'

/** An address that is not in the route map (routes are exact match). */
export const NotFound = () => (
  <section aria-labelledby="page-title">
    <PageTitle>{PAGE_NOT_FOUND}</PageTitle>
    <p>
      <Link to="/">Go to your home screen</Link>
    </p>
  </section>
)
